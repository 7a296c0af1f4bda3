// The HTML security headers (decision 0025): HSTS only in production, nothing on non-HTML answers.
import { describe, expect, it } from "vitest";
import { withSecurityHeaders } from "./security-headers";

const html = () => new Response("<p>hi</p>", { headers: { "content-type": "text/html; charset=utf-8" } });

describe("withSecurityHeaders", () => {
  it("sends HSTS in production only", () => {
    expect(
      withSecurityHeaders(html(), { nonce: "n", production: true }).headers.get("strict-transport-security"),
    ).toContain("max-age=");
    expect(
      withSecurityHeaders(html(), { nonce: "n", production: false }).headers.get("strict-transport-security"),
    ).toBeNull();
  });

  it("puts the nonce in script-src and leaves other answers alone", () => {
    const csp = withSecurityHeaders(html(), { nonce: "abc", production: false }).headers.get("content-security-policy");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    const json = withSecurityHeaders(Response.json({}), { nonce: "abc", production: true });
    expect(json.headers.get("content-security-policy")).toBeNull();
  });
});
