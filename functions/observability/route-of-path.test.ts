import { describe, expect, it } from "vitest";
import { routeOfPath } from "./route-of-path";

describe("routeOfPath", () => {
  it("replaces ids and long tokens, keeps words", () => {
    expect(routeOfPath("/auction/123/bid")).toBe("/auction/{id}/bid");
    expect(routeOfPath("/reset-password/Zk3_abcdefghijklmnop")).toBe("/reset-password/{token}");
    expect(routeOfPath("/my-organization/forms-alerts/create")).toBe("/my-organization/forms-alerts/create");
    expect(routeOfPath("/")).toBe("/");
  });
});
