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

describe("poundsToPence for whole-pound fields (bids, auction prices)", () => {
  it("takes whole pounds with separators where people put them", () => {
    expect(poundsToPence("£2,000", true)).toBe(200000);
    expect(poundsToPence(" 1,234,567 ", true)).toBe(123456700);
  });

  it("refuses pence, misplaced separators and more digits than the field takes", () => {
    for (const text of ["12.50", "1,50", "1 000", "1,0,0"]) expect(poundsToPence(text, true), text).toBeNull();
    expect(poundsToPence("12345678901", true, 10)).toBeNull();
    expect(poundsToPence("1234567890", true, 10)).toBe(123456789000);
  });
});

describe("penceToPoundsText", () => {
  it("shows pence as the pounds a money field takes back", () => {
    expect(penceToPoundsText(3550)).toBe("35.50");
    expect(poundsToPence(penceToPoundsText(125005))).toBe(125005);
  });
});
