import { describe, expect, it } from "vitest";
import { formatPostcode, isSearchablePostcodeInput, storedPrefixes } from "./postcode-rules";

describe("postcode live-search rule (spec 000 section 5)", () => {
  it("needs 2 to 8 characters", () => {
    expect(isSearchablePostcodeInput("S")).toBe(false);
    expect(isSearchablePostcodeInput("SW")).toBe(true);
    expect(isSearchablePostcodeInput("SW1A 1AA")).toBe(true);
    expect(isSearchablePostcodeInput("SW1A 1AAX")).toBe(false);
  });

  it("cancels the search unless the first character is a letter", () => {
    expect(isSearchablePostcodeInput("1A")).toBe(false);
    expect(isSearchablePostcodeInput(" ls1")).toBe(true);
  });

  it("cancels the search when a seventh character is not a letter", () => {
    expect(isSearchablePostcodeInput("SW1A 1A")).toBe(true);
    expect(isSearchablePostcodeInput("SW1A 11")).toBe(false);
    expect(isSearchablePostcodeInput("SW1A1AA")).toBe(true);
  });
});

describe("stored prefixes", () => {
  it("matches with or without the space", () => {
    expect(storedPrefixes("sw1a1a")).toEqual(["SW1A 1A"]);
    expect(storedPrefixes("SW1A 1A")).toEqual(["SW1A 1A"]);
  });

  it("keeps every place the space could go while the outward code is short", () => {
    expect(storedPrefixes("M11").sort()).toEqual(["M1 1", "M11"]);
    expect(storedPrefixes("LS")).toEqual(["LS"]);
  });

  it("honours a typed space", () => {
    expect(storedPrefixes("M1 1")).toEqual(["M1 1"]);
    expect(storedPrefixes("M1 X")).toEqual([]);
  });
});

describe("formatPostcode", () => {
  it("formats complete postcodes and refuses anything else", () => {
    expect(formatPostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(formatPostcode(" m1  1ae ")).toBe("M1 1AE");
    expect(formatPostcode("M1")).toBeNull();
    expect(formatPostcode("'; drop table")).toBeNull();
  });
});
