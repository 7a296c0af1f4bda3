import { describe, expect, it } from "vitest";
import { assertSameOrigin, isSameOrigin } from "./csrf.server";

const env = { APP_URL: "https://tradeauction.co.uk" };
const post = (headers: Record<string, string>, url = "https://tradeauction.co.uk/login") =>
  new Request(url, { method: "POST", headers });

describe("the same-origin check for form posts", () => {
  it("accepts our own pages, by Origin or (without it) Referer", () => {
    expect(isSameOrigin(post({ origin: "https://tradeauction.co.uk", "sec-fetch-site": "same-origin" }), env)).toBe(
      true,
    );
    expect(isSameOrigin(post({ origin: "http://localhost:8801" }, "http://localhost:8801/login"), env)).toBe(true);
    expect(isSameOrigin(post({ referer: "https://tradeauction.co.uk/login" }), env)).toBe(true);
    expect(isSameOrigin(post({}), env)).toBe(true);
  });

  it("refuses other origins, sibling sites and opaque origins", () => {
    expect(isSameOrigin(post({ origin: "https://evil.example" }), env)).toBe(false);
    expect(isSameOrigin(post({ origin: "null" }), env)).toBe(false);
    expect(isSameOrigin(post({ origin: "https://tradeauction.co.uk", "sec-fetch-site": "same-site" }), env)).toBe(
      false,
    );
    expect(isSameOrigin(post({ "sec-fetch-site": "cross-site" }), env)).toBe(false);
    expect(isSameOrigin(post({ referer: "https://evil.example/page" }), env)).toBe(false);
    expect(() => assertSameOrigin(post({ origin: "https://evil.example" }), env)).toThrow();
  });
});
