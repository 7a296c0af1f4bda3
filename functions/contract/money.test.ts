// Money fields' pounds-to-pence reading (the form kit's MoneyField, /ops/fees) and back.
import { describe, expect, it } from "vitest";
import { penceToPoundsText, poundsToPence } from "./money";

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

describe("penceToPoundsText", () => {
  it("shows pence as the pounds a money field takes back", () => {
    expect(penceToPoundsText(3550)).toBe("35.50");
    expect(poundsToPence(penceToPoundsText(125005))).toBe(125005);
  });
});
