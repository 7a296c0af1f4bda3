import { describe, expect, it } from "vitest";
import { sourceOf } from "./sign-in-limits";

describe("sourceOf", () => {
  it("keeps IPv4 addresses and the router's fallback as they are", () => {
    expect(sourceOf("203.0.113.7")).toBe("203.0.113.7");
    expect(sourceOf("local")).toBe("local");
  });

  it("folds an IPv6 address to its /64, however it is written", () => {
    expect(sourceOf("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(sourceOf("2001:DB8:1:2:ffff:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(sourceOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(sourceOf("::1")).toBe("0:0:0:0::/64");
  });
});
