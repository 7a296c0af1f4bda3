// The fee form's pounds-to-pence reading (issue 12, /ops/fees).
import { describe, expect, it } from "vitest";
import { poundsToPence } from "./ops";

describe("poundsToPence", () => {
  it("reads whole pounds, pence and the way people type amounts", () => {
    expect(poundsToPence("35")).toBe(3500);
    expect(poundsToPence("35.5")).toBe(3550);
    expect(poundsToPence("£1,250.05")).toBe(125005);
    expect(poundsToPence(" 0.00 ")).toBe(0);
  });

  it("refuses anything that is not an amount", () => {
    for (const text of ["", "abc", "-5", "1.234", "1e3", "12.", "99999999"]) expect(poundsToPence(text)).toBeNull();
  });
});
