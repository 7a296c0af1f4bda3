// What to do with one fee credit of a decided dispute (decision 0186), pure so it is tested to the
// penny: a fee paid by a Stripe charge gets the credit back on the card or account (its gross, never
// more than was charged); a fee paid on invoice is settled by the credit's line on that invoice;
// a fee not paid yet waits (its charge may still be taken, then it is refunded).
import { grossInPence } from "../contract/payments";

export interface CreditToSettle {
  /** The credit, negative net pence. */
  creditInPence: number;
  /** The fee's charge, if one was opened. */
  chargeStatus: string | null;
  chargedInPence: number | null;
  paymentIntentId: string | null;
}

export type RefundPlan =
  | { kind: "refund"; amountInPence: number; paymentIntentId: string }
  | { kind: "invoice" }
  | { kind: "wait" };

export function refundPlan(c: CreditToSettle): RefundPlan {
  if (c.chargeStatus === "INVOICED") return { kind: "invoice" };
  if (c.chargeStatus !== "PAID" || c.paymentIntentId === null || c.chargedInPence === null) return { kind: "wait" };
  const amount = Math.min(grossInPence(-c.creditInPence), c.chargedInPence);
  // Nothing to send back (a credit of nothing, or a charge of nothing): settled where it stands.
  if (amount <= 0) return { kind: "invoice" };
  return { kind: "refund", amountInPence: amount, paymentIntentId: c.paymentIntentId };
}
