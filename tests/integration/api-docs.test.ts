// GET /api/docs through the built Worker (issue 25 item 4): the one /api path the web app answers,
// as HTML under the strict content security policy (no 'unsafe-eval', scripts by nonce or from our
// origin), carrying the guide, the error catalogue and every operation of the published document
// without JavaScript. The renderer is a chunk of the client build that only this page imports.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { ERROR_CODES } from "../../functions/contract/error-codes";
import { clientManifest, firstLoadScripts } from "../architecture/client-build";

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe("GET /api/docs", () => {
  it("is an HTML page under the strict policy, not an API answer", async () => {
    const answer = await worker.fetch("/api/docs");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = answer.headers.get("content-security-policy") ?? "";
    const scripts = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scripts).toMatch(/'self' 'nonce-[^']+'/);
    expect(policy).not.toContain("unsafe-eval");
    expect(scripts).not.toContain("unsafe-inline");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("carries the guide, the whole error catalogue and every operation without JavaScript", async () => {
    const html = await (await worker.fetch("/api/docs")).text();
    for (const heading of ["Signing in", "Answers and errors", "Live events", "Versions and deprecation"])
      expect(html).toContain(`<h2>${heading}</h2>`);
    expect(html).toContain("Authorization: Bearer &lt;token&gt;");
    for (const code of Object.keys(ERROR_CODES)) expect(html).toContain(`<code>${code}</code>`);
    const doc = (await (await worker.fetch("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
    };
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(100);
    for (const op of operations) expect(html).toContain(`id="/${op.tags[0]}/${op.operationId}"`);
    expect(html).toContain('href="/api/openapi.json"');
  });

  it("leaves the rest of /api to the API", async () => {
    const answer = await worker.fetch("/api/docs/elsewhere");
    expect(answer.status).toBe(404);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("loads the renderer from a chunk of its own that no page loads first", () => {
    const chunks = readdirSync("public/build/_shared").filter((f) => f.startsWith("swagger.client-"));
    expect(chunks).toHaveLength(1);
    expect(readFileSync(`public/build/_shared/${chunks[0]}`, "utf8")).toContain("SwaggerUIBundle");
    const manifest = clientManifest();
    const firstLoad = Object.keys(manifest.routes).flatMap((id) => firstLoadScripts(manifest, id));
    expect(firstLoad.filter((url) => url.includes("swagger"))).toEqual([]);
  });
});
