// Disputes of a sale (issue 27 item 3, decisions 0170-0172): the fixed reasons, the lifecycle, the
// window, and the requests and answers of the REST calls. One source for the API, the pages and the
// database enum; the words are in messages/disputes.ts.
import { z } from "zod";
import { DISPUTE_MESSAGES } from "./messages/disputes";
import { can, isSellerOrganization, isWinnerOrganization, type AuctionFacts, type PolicyViewer } from "./policy";

export * from "./dispute-rules";
import {
  DISPUTE_ANSWER_MAX,
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_OUTCOMES,
  DISPUTE_REASONS,
  MAX_DISPUTE_PHOTOS,
  type DisputeStatus,
} from "./dispute-rules";

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

/**
 * Who a viewer is in a sale's dispute: the buyer may raise, the seller may answer, others nothing.
 * A CANCELLED auction may be a sale an upheld dispute undid (decision 0185): its buyer stays on it.
 */
export type DisputeParty = "BUYER" | "SELLER";
export function disputePartyOf(v: PolicyViewer, a: AuctionFacts): DisputeParty | null {
  if (a.status !== "SOLD" && a.status !== "CANCELLED") return null;
  if (isSellerOrganization(v, a)) return "SELLER";
  if (isWinnerOrganization(v, a)) return "BUYER";
  return null;
}
/** Who may raise (the winning bidder, or the buying organisation's owner or transaction acceptor). */
export const mayRaiseDispute = (v: PolicyViewer, a: AuctionFacts) => can(v, "act-for-buyer", a);
/** Who may answer (the seller, or the selling organisation's owner or transaction acceptor). */
export const mayAnswerDispute = (v: PolicyViewer, a: AuctionFacts) => can(v, "act-for-seller", a);
