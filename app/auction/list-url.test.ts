import { describe, expect, it } from "vitest";
import { backToListHref, detailHref, listPathFrom } from "./list-url";

describe("list links", () => {
  it("returns only to the lists, never elsewhere", () => {
    expect(listPathFrom("/search?make=3&offset=20", "/search")).toBe("/search?make=3&offset=20");
    expect(listPathFrom("/my-bids?status=WON", "/search")).toBe("/my-bids?status=WON");
    expect(listPathFrom("https://evil.example/search", "/search")).toBe("/search");
    expect(listPathFrom("//evil.example", "/my-bids")).toBe("/my-bids");
    expect(listPathFrom("/logout", "/search")).toBe("/search");
    expect(listPathFrom("/searching", "/search")).toBe("/search");
    expect(listPathFrom(null, "/my-bids")).toBe("/my-bids");
  });

  it("carries the list to the detail and back to the same card", () => {
    const href = detailHref("/auction", 12, "/search?q=ford&offset=10");
    expect(href).toBe("/auction/12?from=%2Fsearch%3Fq%3Dford%26offset%3D10");
    expect(backToListHref("/search?q=ford&offset=10", 12)).toBe("/search?q=ford&offset=10#auction-12");
  });
});
