// How a dispute's fee credit is settled (decision 0186), apart from dispute-rules.ts so the pages
// that only show a dispute carry none of it. WAITING: the fee is not paid yet (or not by a charge
// Stripe can refund); REFUNDED: sent back through Stripe; INVOICED: the fee is paid on invoice, so
// the credit is settled there; FAILED: Stripe refused the refund (ops see why).
import { DISPUTE_SETTLEMENT_MESSAGES } from "./messages/dispute-settlement";

export const REFUND_STATUSES = ["WAITING", "REFUNDED", "INVOICED", "FAILED"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
REFUND_STATUSES satisfies readonly (keyof typeof DISPUTE_SETTLEMENT_MESSAGES.labels)[];
