// The plain facts of disputes (decision 0170): reasons, statuses, the window and limits, without
// zod, so pages that only show a dispute carry no schema code (./disputes.ts adds the schemas).
import { DISPUTE_MESSAGES } from "./messages/disputes";

export const DISPUTE_REASONS = ["NOT_AS_DESCRIBED", "UNDECLARED_DAMAGE", "MILEAGE", "DOCUMENTS"] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

/** OPEN when raised, ANSWERED once the seller replied; ops end it UPHELD, PARTIAL or REJECTED. */
export const DISPUTE_STATUSES = ["OPEN", "ANSWERED", "UPHELD", "PARTIAL", "REJECTED"] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_OUTCOMES = ["UPHELD", "PARTIAL", "REJECTED"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];
// Every reason and status has its words (a missing label fails the type check here).
DISPUTE_REASONS satisfies readonly (keyof typeof DISPUTE_MESSAGES.reasonLabels)[];
DISPUTE_STATUSES satisfies readonly (keyof typeof DISPUTE_MESSAGES.statusLabels)[];
export const isDecided = (s: DisputeStatus): boolean => (DISPUTE_OUTCOMES as readonly string[]).includes(s);

/** The buyer may raise a dispute until 48 hours after the sale was agreed (auctions.sold_on). */
export const DISPUTE_WINDOW_HOURS = 48;
export const MAX_DISPUTE_PHOTOS = 6;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_ANSWER_MAX = 2000;

export function disputeWindowEndsOn(soldOn: string): string {
  return new Date(Date.parse(soldOn) + DISPUTE_WINDOW_HOURS * 3_600_000).toISOString();
}
/** Open while now is before the end (the end itself is too late). */
export const disputeWindowOpen = (soldOn: string | null, nowMs: number): boolean =>
  soldOn !== null && nowMs < Date.parse(disputeWindowEndsOn(soldOn));
