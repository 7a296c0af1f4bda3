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
    expect(res.body.data).toMatchObject({ ok: true });
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

  // Decision 0025: scripts run only with this request's nonce; no 'unsafe-inline' for scripts.
  it("gives every inline script the request's nonce, a fresh one per request, and no HSTS outside production", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const res = await worker.fetch("/about-us");
      const csp = res.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).not.toContain("unsafe-inline");
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      expect(csp).toContain("report-uri /csp-report");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it("takes CSP violation reports from any origin", async () => {
    const report = {
      "csp-report": {
        "document-uri": "http://localhost/x",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
      },
    };
    const res = await worker.fetch("/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report", origin: "null" },
      body: JSON.stringify(report),
    });
    expect(res.status).toBe(204);
  });

  it("answers unknown pages with the not-found page and a 404 status", async () => {
    const res = await worker.fetch("/definitely-not-a-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Houston, we have a problem");
  });
});
