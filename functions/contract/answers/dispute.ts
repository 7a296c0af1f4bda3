// Answers of the dispute calls (issue 27 item 3): the dispute as a party or ops sees it, and the
// short summary the auction detail carries so both parties see a sale under dispute.
import { z } from "./zod";
import { DISPUTE_REASONS, DISPUTE_STATUSES, type DisputeSummary } from "../disputes";
import { REFUND_STATUSES } from "../dispute-settlement";
import { sameShape } from "./same";
import { AuctionStatusSchema, id, isoTime, pence, text } from "./common";

export const DisputeStatusSchema = z.enum(DISPUTE_STATUSES).openapi("DisputeStatus");
/** A dispute's status or null (none): unnamed, since a named enum's component cannot be both. */
export const disputeStatusOrNone = () => z.enum(DISPUTE_STATUSES).nullable();
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS).openapi("DisputeReason");

export const DisputePhotoSchema = z
  .object({ id: id(), url: z.string(), thumbnailUrl: z.string().nullable() })
  .openapi("DisputePhoto");

export const DisputeViewSchema = z
  .object({
    id: id(),
    auctionId: id(),
    status: DisputeStatusSchema,
    statusLabel: z.string(),
    reason: DisputeReasonSchema,
    reasonLabel: z.string(),
    description: z.string(),
    photos: z.array(DisputePhotoSchema),
    registrationPlate: text(),
    vehicleTitle: z.string(),
    salePriceInPence: pence(),
    raisedOn: isoTime(),
    sellerAnswer: text(),
    answeredOn: isoTime().nullable(),
    /** PARTIAL: the agreed reduction and the price it leaves. */
    adjustmentInPence: pence().nullable(),
    adjustedPriceInPence: pence().nullable(),
    decisionNote: text(),
    decidedOn: isoTime().nullable(),
    /** What this caller may do now. */
    canAnswer: z.boolean(),
  })
  .openapi("DisputeView");
export type DisputeView = z.infer<typeof DisputeViewSchema>;

/** Ops' row: the dispute, both organisations, and the fees its decision reversed (all parties'). */
export const OpsDisputeSchema = DisputeViewSchema.extend({
  buyerOrganization: z.object({ id: id(), tradeName: z.string() }),
  sellerOrganization: z.object({ id: id(), tradeName: z.string() }),
  feeCreditInPence: pence().nullable(),
  /** The auction's status now: an upheld dispute's sale reads CANCELLED once the room has undone it. */
  auctionStatus: AuctionStatusSchema,
}).openapi("OpsDispute");
export type OpsDispute = z.infer<typeof OpsDisputeSchema>;

/** One fee credit of a decision and how it was settled (decision 0186). */
export const DisputeCreditSchema = z
  .object({
    transactionId: id(),
    organizationId: id(),
    title: z.string(),
    /** Negative: the credit, net of VAT. */
    amountInPence: pence(),
    settlement: z.enum(REFUND_STATUSES),
    settlementLabel: z.string(),
    /** Gross sent back through Stripe, once REFUNDED. */
    refundedInPence: pence().nullable(),
  })
  .openapi("DisputeCredit");

/** GET /ops/disputes/{id}: the queue's row plus its credits. */
export const OpsDisputeDetailSchema = OpsDisputeSchema.extend({ credits: z.array(DisputeCreditSchema) }).openapi(
  "OpsDisputeDetail",
);
export type OpsDisputeDetail = z.infer<typeof OpsDisputeDetailSchema>;

export const OpsDisputePageSchema = z
  .object({ content: z.array(OpsDisputeSchema), totalElements: z.number().int(), last: z.boolean() })
  .openapi("OpsDisputePage");

/** On the auction detail, for the two parties of a sale (null for anyone else, and unsold auctions). */
export const DisputeSummarySchema = z
  .object({
    status: disputeStatusOrNone(),
    statusLabel: text(),
    windowEndsOn: isoTime(),
    canRaise: z.boolean(),
    canAnswer: z.boolean(),
  })
  .openapi("DisputeSummary");
sameShape<z.infer<typeof DisputeSummarySchema>, DisputeSummary>(true);

export const DisputeDecisionAnswerSchema = z
  .object({ dispute: OpsDisputeSchema, message: z.string() })
  .openapi("DisputeDecisionAnswer");
