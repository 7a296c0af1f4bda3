import { describe, expect, it } from "vitest";
import { decideCharge, NO_METHOD, outcomeOfIntent } from "./charge-rules";

const org = (payment_method: string | null, customer: string | null = "cus_1", pm: string | null = "pm_1") => ({
  payment_method,
  stripe_customer_id: customer,
  stripe_payment_method_id: pm,
});

describe("how a fee is charged", () => {
  it("goes on the invoice for BASED_ON_THE_INVOICE, even with a card saved", () => {
    expect(decideCharge(org("BASED_ON_THE_INVOICE"))).toEqual({ kind: "invoice" });
  });
  it("charges the card off-session, or the Bacs mandate for direct debit", () => {
    expect(decideCharge(org("CREDIT_CARD"))).toMatchObject({
      kind: "stripe",
      methodType: "card",
      paymentMethodId: "pm_1",
    });
    expect(decideCharge(org("DIRECT_DEBIT"))).toMatchObject({ kind: "stripe", methodType: "bacs_debit" });
  });
  it("fails when there is nothing to charge", () => {
    for (const o of [org(null), org("CREDIT_CARD", null), org("CREDIT_CARD", "cus_1", null)])
      expect(decideCharge(o)).toEqual({ kind: "missing", reason: NO_METHOD });
  });
  it("reads a confirmed PaymentIntent's status", () => {
    expect(outcomeOfIntent("succeeded")).toBe("PAID");
    expect(outcomeOfIntent("processing")).toBe("PROCESSING");
    for (const s of ["requires_payment_method", "requires_action", "canceled"])
      expect(outcomeOfIntent(s)).toBe("FAILED");
  });
});
