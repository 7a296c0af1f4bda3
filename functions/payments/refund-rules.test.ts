// The settlement of a dispute's fee credit (decision 0186): refunded gross when the fee was paid by
// a charge (capped at what was charged), settled on the invoice when paid on invoice, else waiting.
import { describe, expect, it } from "vitest";
import { refundPlan } from "./refund-rules";

const paid = { chargeStatus: "PAID", chargedInPence: 15000, paymentIntentId: "pi_1" };

describe("a dispute credit's refund", () => {
  it("refunds the credit plus its VAT to a fee paid by card", () => {
    expect(refundPlan({ creditInPence: -12500, ...paid })).toEqual({
      kind: "refund",
      amountInPence: 15000,
      paymentIntentId: "pi_1",
    });
    // A partial credit: £25 net back is £30 gross.
    expect(refundPlan({ creditInPence: -2500, ...paid })).toMatchObject({ amountInPence: 3000 });
    // VAT of an odd credit rounds as the invoice does: 3p net is 4p gross.
    expect(refundPlan({ creditInPence: -3, ...paid })).toMatchObject({ amountInPence: 4 });
  });

  it("never refunds more than was charged", () => {
    expect(refundPlan({ creditInPence: -20000, ...paid })).toMatchObject({ amountInPence: 15000 });
  });

  it("leaves the credit on the invoice of a fee paid on invoice", () => {
    expect(
      refundPlan({ creditInPence: -12500, chargeStatus: "INVOICED", chargedInPence: 15000, paymentIntentId: null }),
    ).toEqual({
      kind: "invoice",
    });
  });

  it("waits while the fee is not paid: no charge yet, pending, processing or failed", () => {
    for (const chargeStatus of [null, "PENDING", "PROCESSING", "FAILED"])
      expect(
        refundPlan({ creditInPence: -12500, chargeStatus, chargedInPence: 15000, paymentIntentId: "pi_2" }),
      ).toEqual({
        kind: "wait",
      });
  });
});
