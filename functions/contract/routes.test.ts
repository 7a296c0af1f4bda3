// The authenticated path list and its matcher (decision 0026).
import { describe, expect, it } from "vitest";
import { AUTHENTICATED_PATHS, isAuthenticatedPath } from "./routes";

describe("isAuthenticatedPath", () => {
  it("matches every listed path, with ids filled in and a trailing slash", () => {
    for (const path of AUTHENTICATED_PATHS) {
      const concrete = path.replace(/:id/g, "42");
      expect(isAuthenticatedPath(concrete)).toBe(true);
      expect(isAuthenticatedPath(`${concrete}/`)).toBe(true);
    }
  });

  it("leaves public and unknown paths alone", () => {
    for (const path of [
      "/",
      "/login",
      "/register",
      "/about-us",
      "/faq",
      "/terms-and-conditions",
      "/nowhere",
      "/my-bids/1/extra",
      "/auction",
      "/my-organization",
    ]) {
      expect(isAuthenticatedPath(path)).toBe(false);
    }
  });
});
