// Disputes of a sale (issue 27 item 3, decisions 0170-0172): the fixed reasons, the lifecycle, the
// window, and the requests and answers of the REST calls. One source for the API, the pages and the
// database enum; the words are in messages/disputes.ts.
import { z } from "zod";
import { DISPUTE_MESSAGES } from "./messages/disputes";
import { can, isSellerOrganization, isWinnerOrganization, type AuctionFacts, type PolicyViewer } from "./policy";

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

const text = (max: number) =>
  z
    .string({ required_error: DISPUTE_MESSAGES.fields.required, invalid_type_error: DISPUTE_MESSAGES.fields.required })
    .trim()
    .min(1, DISPUTE_MESSAGES.fields.required)
    .max(max, DISPUTE_MESSAGES.fields.tooLong(max));

export const RaiseDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, {
    errorMap: () => ({ message: DISPUTE_MESSAGES.fields.reason }),
  }),
  description: text(DISPUTE_DESCRIPTION_MAX),
  /** Ids answered by POST /auction/{id}/dispute/photos, in the order to show them. */
  photoIds: z
    .array(z.number().int().positive())
    .max(MAX_DISPUTE_PHOTOS, DISPUTE_MESSAGES.fields.tooManyPhotos)
    .default([]),
});
export type RaiseDisputeRequest = z.infer<typeof RaiseDisputeSchema>;

export const AnswerDisputeSchema = z.object({ answer: text(DISPUTE_ANSWER_MAX) });
export type AnswerDisputeRequest = z.infer<typeof AnswerDisputeSchema>;

/** Ops' decision: PARTIAL carries the agreed reduction of the sale price (pence, below the price). */
export const DecideDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES, { errorMap: () => ({ message: DISPUTE_MESSAGES.fields.outcome }) }),
    adjustmentInPence: z
      .number({ invalid_type_error: DISPUTE_MESSAGES.fields.adjustment })
      .int(DISPUTE_MESSAGES.fields.adjustment)
      .positive(DISPUTE_MESSAGES.fields.adjustment)
      .optional(),
    note: z.string().trim().max(DISPUTE_ANSWER_MAX, DISPUTE_MESSAGES.fields.tooLong(DISPUTE_ANSWER_MAX)).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.outcome === "PARTIAL" && d.adjustmentInPence === undefined)
      ctx.addIssue({ code: "custom", path: ["adjustmentInPence"], message: DISPUTE_MESSAGES.fields.adjustment });
  });
export type DecideDisputeRequest = z.infer<typeof DecideDisputeSchema>;

/** On the auction detail, for the two parties of a sale: its dispute and what this viewer may do. */
export interface DisputeSummary {
  /** null: none raised. */
  status: DisputeStatus | null;
  statusLabel: string | null;
  windowEndsOn: string;
  canRaise: boolean;
  canAnswer: boolean;
}

/** Who a viewer is in a sale's dispute: the buyer may raise, the seller may answer, others nothing. */
export type DisputeParty = "BUYER" | "SELLER";
export function disputePartyOf(v: PolicyViewer, a: AuctionFacts): DisputeParty | null {
  if (a.status !== "SOLD") return null;
  if (isSellerOrganization(v, a)) return "SELLER";
  if (isWinnerOrganization(v, a)) return "BUYER";
  return null;
}
/** Who may raise (the winning bidder, or the buying organisation's owner or transaction acceptor). */
export const mayRaiseDispute = (v: PolicyViewer, a: AuctionFacts) => can(v, "act-for-buyer", a);
/** Who may answer (the seller, or the selling organisation's owner or transaction acceptor). */
export const mayAnswerDispute = (v: PolicyViewer, a: AuctionFacts) => can(v, "act-for-seller", a);
