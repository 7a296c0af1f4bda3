// The charge states of a fee, the gross charged for a net fee and the wallet's intents: pure, so
// the wallet pages read them without the zod schemas of payments.ts (issue 23).
/**
 * What became of one fee transaction (decision 0051). PENDING: waiting for the sweep, or payments
 * are not configured; PROCESSING: a direct debit under way; INVOICED: the organisation pays on its
 * invoice; PAID and FAILED are final until a new card or mandate retries a FAILED one.
 */
export const CHARGE_STATUSES = ["PENDING", "PROCESSING", "PAID", "FAILED", "INVOICED"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

import { vatOf } from "./books-rules";

/** Fee rows are net of VAT; what is charged is the gross, at the invoices' rate and rounding. */
export function grossInPence(netInPence: number): number {
  return netInPence + vatOf(netInPence);
}

/** The spec's error codes that mean "pay first" (spec 000 section 8). */
export const PAYMENT_FAILURE_CODE = "PAYMENT_FAILURE";

/** The wallet's two ways to pay, as its forms name them. */
export const WALLET_INTENTS = { card: "card", directDebit: "direct-debit" } as const;
