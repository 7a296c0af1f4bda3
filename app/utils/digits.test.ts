// groupDigits writes what Intl.NumberFormat("en-GB") writes for the wizard's mileages and prices.
import { describe, expect, it } from "vitest";
import { groupDigits } from "./digits";

describe("groupDigits", () => {
  it("matches en-GB's Intl.NumberFormat for whole numbers, pounds and pence", () => {
    const en = new Intl.NumberFormat("en-GB");
    const pence = [0, 1, 7, 99, 100, 12345, 99999, 650000, 1234567, 100000000, 999999999];
    for (const n of [0, 5, 999, 1000, 42000, 123456, 1000000, 2_147_483_647, -1234, ...pence.map((p) => p / 100)]) {
      expect(groupDigits(n), String(n)).toBe(en.format(n));
    }
  });
});
