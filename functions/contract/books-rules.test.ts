// VAT to the penny (decision 0171, amended): halves away from zero, so a credit's VAT is
// minus the VAT of the same charge; the SQL twin used by invoicing has the same shape.
import { describe, expect, it } from "vitest";
import { vatOf, vatSql } from "./books-rules";
import { grossInPence } from "./payment-rules";

describe("VAT at 20%", () => {
  it("rounds a positive net to the nearest penny", () => {
    expect([1, 2, 3, 4, 5, 12500, 12503].map(vatOf)).toEqual([0, 0, 1, 1, 1, 2500, 2501]);
  });

  it("is symmetric for a negative net (credits): minus the VAT of the same positive net", () => {
    for (const net of [1, 2, 3, 4, 7, 13, 12500, 12503, 99_999]) expect(vatOf(-net)).toBe(-vatOf(net));
    // The old SQL, (net * 20 + 50) / 100 truncated, gave 0 here: a penny short of -1.
    expect(vatOf(-3)).toBe(-1);
    expect(vatOf(-12503)).toBe(-2501);
  });

  it("the SQL twin rounds the magnitude and negates it (D1 runs it in tests/integration/disputes.test.ts)", () => {
    expect(vatSql("n")).toBe("(CASE WHEN (n) < 0 THEN -(((-(n)) * 20 + 50) / 100) ELSE ((n) * 20 + 50) / 100 END)");
  });

  it("a refunded credit's gross is minus the gross charged", () => {
    for (const net of [3, 5000, 12503]) expect(grossInPence(-net)).toBe(-grossInPence(net));
  });
});
