// Every example in the OpenAPI document validates against the schema beside it (the JSON Schema
// validator the integration harness uses, openapi-backend's ajv with formats), and the operations a
// mobile team starts with all carry one. A broken example fails here, not in a client's generator.
import { describe, expect, it } from "vitest";
import { OpenAPIBackend, ValidationContext, type Document } from "openapi-backend";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "./openapi";
import { productionRoutes } from "../api-routes";

interface Media {
  schema?: object;
  example?: unknown;
}
type Operation = {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

async function examplesOf(doc: object) {
  const backend = new OpenAPIBackend({
    // The generator's 3.1 type and the validator's own document type describe the same JSON.
    definition: structuredClone(doc) as Document,
    quick: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await backend.init();
  const ajv = backend.validator.getAjv(ValidationContext.Response);
  const paths = (backend.definition.paths ?? {}) as Record<string, Record<string, Operation>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) => {
      const media = [
        ...Object.entries(op.requestBody?.content ?? {}).map(([type, m]) => ({ where: `request ${type}`, m })),
        ...Object.entries(op.responses).flatMap(([status, answer]) =>
          Object.entries(answer.content ?? {}).map(([type, m]) => ({ where: `${status} ${type}`, m })),
        ),
      ];
      return media
        .filter(({ m }) => m.example !== undefined)
        .map(({ where, m }) => {
          const validate = ajv.compile(m.schema ?? {});
          const ok = validate(m.example);
          const errors = (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`);
          return { key: `${method.toUpperCase()} ${path} ${where}`, ok, errors };
        });
    }),
  );
}

const doc = buildOpenApiDocument(productionRoutes());

describe("the document's examples", () => {
  it("each validates against its own schema", async () => {
    const examples = await examplesOf(doc);
    expect(examples.length).toBeGreaterThanOrEqual(25);
    expect(examples.filter((e) => !e.ok).map((e) => `${e.key}: ${e.errors.join("; ")}`)).toEqual([]);
  });

  it("covers the calls a mobile team makes first", async () => {
    const covered = new Set((await examplesOf(doc)).map((e) => e.key));
    const first = [
      "POST /auth/login request application/json",
      "POST /auth/login 200 application/json",
      "GET /auth/me 200 application/json",
      "POST /auction/search request application/json",
      "POST /auction/search 200 application/json",
      "GET /auction/{id} 200 application/json",
      "POST /auction/bid request application/json",
      "POST /auction/bid 200 application/json",
      "POST /auction/bids 200 application/json",
      "POST /auction/my-auctions/search 200 application/json",
      "GET /auction/my-auctions/{id} 200 application/json",
      "POST /organization/transactions 200 application/json",
      "POST /organization/invoices 200 application/json",
    ];
    expect(first.filter((key) => !covered.has(key))).toEqual([]);
  });

  it("fails an example that breaks its schema", async () => {
    // Read as plain JSON: the generator's type keeps bodies as $ref-or-object unions at every level.
    const broken = structuredClone(doc) as unknown as { paths: Record<string, Record<string, Operation>> };
    const media = broken.paths["/auction/bid"]!.post!.requestBody!.content["application/json"]!;
    media.example = { auctionId: "twelve", amountInPence: 865000 };
    const failed = (await examplesOf(broken)).filter((e) => !e.ok).map((e) => e.key);
    expect(failed).toEqual(["POST /auction/bid request application/json"]);
  });
});
