import { describe, expect, it } from "vitest";
import { requestCookie } from "./request-cookie.server";

const withCookie = (cookie?: string) => new Request("https://x.test/", cookie ? { headers: { Cookie: cookie } } : {});

describe("requestCookie", () => {
  it("finds a cookie by its whole name, with '=' kept inside its value", () => {
    const request = withCookie("cookie-policy=accepted; __session=abc=def; __registration=x.y");
    expect(requestCookie(request, "__session")).toBe("abc=def");
    expect(requestCookie(request, "__registration")).toBe("x.y");
  });

  it("answers null for a cookie not sent, a name that is only a prefix, or no header", () => {
    expect(requestCookie(withCookie("__session_old=1; x=2"), "__session")).toBeNull();
    expect(requestCookie(withCookie(), "__session")).toBeNull();
  });
});
