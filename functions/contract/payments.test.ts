// The gross amount charged for a net fee (the buyer bands' boundaries are in bidding-rules.test.ts,
// the seller bands' in tests/integration/fee-bands.test.ts).
import { describe, expect, it } from "vitest";
import { grossInPence } from "./payments";

describe("gross amount charged", () => {
  it("adds VAT at 20% to the net fee, rounded to the penny", () => {
    expect(grossInPence(3500)).toBe(4200);
    expect(grossInPence(15000)).toBe(18000);
    expect(grossInPence(1)).toBe(1);
    expect(grossInPence(3)).toBe(4);
    expect(grossInPence(0)).toBe(0);
  });
});
