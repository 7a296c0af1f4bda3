import { describe, expect, it } from "vitest";
import { withTypedPhrase } from "./search-links";

describe("withTypedPhrase", () => {
  it("puts the typed phrase in the link and keeps every other parameter", () => {
    expect(withTypedPhrase("/search?q=Ford&make=3&sort=LATEST_ADDED&buyNow=1", " Focus ")).toBe(
      "/search?q=Focus&make=3&sort=LATEST_ADDED&buyNow=1",
    );
    expect(withTypedPhrase("/search?watching=1", "Golf GTI")).toBe("/search?watching=1&q=Golf+GTI");
  });
  it("drops the phrase when the box was emptied", () => {
    expect(withTypedPhrase("/search?q=Ford&buyNow=1", "  ")).toBe("/search?buyNow=1");
  });
});
