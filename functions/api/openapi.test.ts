// The OpenAPI document covers every route production serves and nothing else, and the committed
// copy in docs/api/openapi.json is current (regenerate it with `npm run openapi`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi";
import { allRoutes, mountedRoutes, productionRoutes } from "../api-routes";
import { ERROR_CODES } from "../contract/error-codes";
import { tagDescribed } from "./openapi-info";

const routes = allRoutes();

const doc = buildOpenApiDocument(productionRoutes());
const operations = (d: typeof doc) =>
  Object.entries(d.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe("OpenAPI document", () => {
  it("has every route production mounts, each with a summary", () => {
    const expected = productionRoutes().map((r) => `${r.method} ${r.path}`);
    expect(operations(doc).sort()).toEqual([...expected].sort());
    expect(routes.filter((r) => !r.summary).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it("leaves out test-only and dev-only routes", () => {
    const hidden = routes.filter((r) => r.only).map((r) => r.path);
    expect(hidden.length).toBeGreaterThan(0);
    for (const path of hidden) expect(doc.paths).not.toHaveProperty([path]);
    expect(Object.keys(doc.paths ?? {}).filter((p) => /^\/(test|dev)\//.test(p))).toEqual([]);
  });

  it("matches docs/api/openapi.json (run `npm run openapi` after changing a route)", () => {
    // Compared as data, so formatting the file (Prettier) never makes it stale.
    const committed: unknown = JSON.parse(readFileSync("docs/api/openapi.json", "utf8"));
    expect(committed).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("marks member routes with bearer auth and shares the error envelope", () => {
    expect(doc.components?.securitySchemes).toHaveProperty("bearerAuth");
    expect(doc.components?.schemas).toHaveProperty("ErrorBody");
    expect(doc.paths?.["/auth/me"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths?.["/auth/login"]?.post?.security).toEqual([]);
  });
});

type Schema = { $ref?: string; properties?: Record<string, Schema>; allOf?: Schema[]; enum?: unknown[] };
type Operation = {
  description?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
const everyOperation = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, op]) => ({ key: `${method} ${path}`, op })),
  );
const deref = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? (doc.components?.schemas?.[s.$ref.split("/").pop()!] as Schema) : s;

describe("OpenAPI document completeness (issue 25)", () => {
  it("gives every operation a description and only declared, described tags", () => {
    const declared = new Set((doc.tags ?? []).map((t) => t.name));
    for (const { key, op } of everyOperation()) {
      expect(op.description, key).toBeTruthy();
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags ?? []) expect(declared.has(tag) && tagDescribed(tag), `${key}: ${tag}`).toBe(true);
    }
  });

  it("types every success body (no `{}` data) and names it as a component", () => {
    const untyped = everyOperation().filter(({ op }) => {
      const ok = op.responses["200"] ?? op.responses["201"];
      const [media] = Object.values(ok?.content ?? {});
      if (!media?.schema.$ref) return true;
      const body = deref(media.schema);
      const data = body?.properties ? (body.properties.data ?? body) : body;
      return !data || Object.keys(data).length === 0;
    });
    expect(untyped.map((u) => u.key)).toEqual([]);
  });

  it("documents each failure by status, with no catch-all, and only catalogue codes", () => {
    for (const { key, op } of everyOperation()) {
      expect(op.responses, key).not.toHaveProperty("default");
      for (const [status, answer] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        const narrowed = answer.content?.["application/json"]?.schema.allOf?.[1];
        for (const code of narrowed?.properties?.errorCode?.enum ?? []) {
          expect(ERROR_CODES, `${key} ${status}`).toHaveProperty([code as string]);
          expect(ERROR_CODES[code as keyof typeof ERROR_CODES].status, `${key} ${code}`).toContain(Number(status));
        }
      }
    }
  });

  it("answers the event streams as text/event-stream and the invoice also as a PDF", () => {
    expect(Object.keys(doc.paths?.["/sse/auction/buyer"]?.get?.responses?.["200"]?.content ?? {})).toEqual([
      "text/event-stream",
    ]);
    const names = (doc.paths?.["/sse/auction/buyer"]?.get?.parameters ?? []).map((p) => ("name" in p ? p.name : ""));
    expect(names).toEqual(expect.arrayContaining(["auctionIds", "_st", "deviceId"]));
    expect(doc.paths?.["/organization/invoices/{id}"]?.get?.responses?.["200"]?.content).toHaveProperty([
      "application/pdf",
    ]);
  });

  it("serves an absolute server URL when asked for one", () => {
    expect(buildOpenApiDocument(productionRoutes(), "https://example.test/api").servers).toEqual([
      expect.objectContaining({ url: "https://example.test/api" }),
    ]);
  });
});

describe("route mounting", () => {
  it("keeps every /test/ route test-only and every /dev/ route out of production", () => {
    for (const r of routes) {
      if (r.path.startsWith("/test/")) expect(r.only, r.path).toBe("test");
      if (r.path.startsWith("/dev/")) expect(r.only, r.path).toBeDefined();
    }
  });

  it("mounts test-only routes in test mode only, never in production", () => {
    const testOnly = (env: { APP_ENV: string; ALLOW_TEST_CLOCK?: string }) =>
      mountedRoutes(env).filter((r) => r.only === "test").length;
    expect(testOnly({ APP_ENV: "test", ALLOW_TEST_CLOCK: "1" })).toBeGreaterThan(0);
    expect(testOnly({ APP_ENV: "development" })).toBe(0);
    expect(testOnly({ APP_ENV: "production", ALLOW_TEST_CLOCK: "1" })).toBe(0);
    expect(mountedRoutes({ APP_ENV: "production", ALLOW_TEST_CLOCK: "1" }).some((r) => r.only)).toBe(false);
    expect(mountedRoutes({ APP_ENV: "development" }).some((r) => r.path === "/dev/outbox")).toBe(true);
  });
});
