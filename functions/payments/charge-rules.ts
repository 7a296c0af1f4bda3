// The pure rules of charging a fee (decision 0051): which fees are charged, how (card off-session,
// Bacs direct debit, or the invoice), and what a PaymentIntent's status means for the charge.
import type { ChargeStatus } from "../contract/payments";

export const FEE_KINDS_CHARGED = ["BUYER_FEE", "SELLER_FEE", "LAUNCH_FEE"] as const;

export const NO_METHOD = "No card or Direct Debit on the account";

export type ChargePlan =
  | { kind: "invoice" }
  | { kind: "missing"; reason: string }
  | { kind: "stripe"; customerId: string; paymentMethodId: string; methodType: "card" | "bacs_debit" };

export function decideCharge(org: {
  payment_method: string | null;
  stripe_customer_id: string | null;
  stripe_payment_method_id: string | null;
}): ChargePlan {
  if (org.payment_method === "BASED_ON_THE_INVOICE") return { kind: "invoice" };
  if (!org.payment_method || !org.stripe_customer_id || !org.stripe_payment_method_id)
    return { kind: "missing", reason: NO_METHOD };
  return {
    kind: "stripe",
    customerId: org.stripe_customer_id,
    paymentMethodId: org.stripe_payment_method_id,
    methodType: org.payment_method === "DIRECT_DEBIT" ? "bacs_debit" : "card",
  };
}

/** A confirmed off-session intent: succeeded (card), processing (Bacs takes days), else it failed. */
export function outcomeOfIntent(status: string): ChargeStatus {
  if (status === "succeeded") return "PAID";
  if (status === "processing") return "PROCESSING";
  return "FAILED";
}
