// The OpenAPI document covers every route production serves and nothing else, and the committed
// copy in docs/api/openapi.json is current (regenerate it with `npm run openapi`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "./openapi";
import { allRoutes, mountedRoutes, productionRoutes } from "../api-routes";

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
