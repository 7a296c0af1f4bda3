import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

describe("the Worker", () => {
  it("answers the API health check", async () => {
    const res = await worker.api<{ ok: boolean }>("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
  });

  it("answers unknown API paths with the error envelope and 404", async () => {
    const res = await worker.api("GET", "/no-such-thing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not Found" });
  });

  it("renders the Remix app with a CSP", async () => {
    const res = await worker.fetch("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(await res.text()).toContain("Trade Auction");
  });

  it("answers unknown pages with the not-found page and a 404 status", async () => {
    const res = await worker.fetch("/definitely-not-a-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Houston, we have a problem");
  });
});
