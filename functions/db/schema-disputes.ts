// Disputes of a sale (issue 27 item 3, decision 0170): one per sold auction, raised by the buying
// organisation within 48 hours, answered by the seller, decided by ops. Rows are updated only
// forward (OPEN, ANSWERED, then one outcome); the audit log keeps who did each step.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { requiredRef, createdOn, members, organizations, serialId } from "./schema-core";
import { auctions, transactions, vehicleMedia } from "./schema-auctions";
import { DISPUTE_REASONS, DISPUTE_STATUSES } from "../contract/disputes";
import { REFUND_STATUSES } from "../contract/dispute-settlement";

export const disputes = sqliteTable(
  "disputes",
  {
    id: serialId(),
    auctionId: requiredRef("auction_id", () => auctions.id),
    buyerOrganizationId: requiredRef("buyer_organization_id", () => organizations.id),
    sellerOrganizationId: requiredRef("seller_organization_id", () => organizations.id),
    raisedById: requiredRef("raised_by_id", () => members.id),
    reason: text("reason", { enum: DISPUTE_REASONS }).notNull(),
    description: text("description").notNull(),
    status: text("status", { enum: DISPUTE_STATUSES }).notNull().default("OPEN"),
    /** The sale price when raised, so a decision never reads a price that moved. */
    salePriceInPence: integer("sale_price_in_pence").notNull(),
    sellerAnswer: text("seller_answer"),
    answeredById: integer("answered_by_id").references(() => members.id),
    answeredOn: text("answered_on"),
    /** PARTIAL: the agreed reduction of the sale price, integer pence. */
    adjustmentInPence: integer("adjustment_in_pence"),
    /** The fees reversed by the decision (a positive sum of the credit rows), integer pence. */
    feeCreditInPence: integer("fee_credit_in_pence"),
    decisionNote: text("decision_note"),
    decidedById: integer("decided_by_id").references(() => members.id),
    decidedOn: text("decided_on"),
    createdOn: createdOn(),
  },
  (t) => [
    // One dispute per sale: a second raise meets this index, whatever the race.
    uniqueIndex("disputes_auction_idx").on(t.auctionId),
    index("disputes_status_created_idx").on(t.status, t.createdOn),
  ],
);

/** The buyer's photos of a dispute: media rows uploaded unattached, linked once here. */
export const disputePhotos = sqliteTable(
  "dispute_photos",
  {
    disputeId: requiredRef("dispute_id", () => disputes.id),
    mediaId: requiredRef("media_id", () => vehicleMedia.id),
    sortNumber: integer("sort_number").notNull(),
  },
  (t) => [uniqueIndex("dispute_photos_media_idx").on(t.mediaId), index("dispute_photos_dispute_idx").on(t.disputeId)],
);

/**
 * How each fee credit of a decided dispute is settled (decision 0186): refunded through Stripe when
 * the fee it credits was paid by a charge, or left on the invoice when the fee is paid on invoice.
 * WAITING until the fee's charge is paid (the charge sweep looks again); one row per credit.
 */
export const disputeRefunds = sqliteTable(
  "dispute_refunds",
  {
    id: serialId(),
    disputeId: requiredRef("dispute_id", () => disputes.id),
    creditTransactionId: requiredRef("credit_transaction_id", () => transactions.id),
    feeTransactionId: requiredRef("fee_transaction_id", () => transactions.id),
    organizationId: requiredRef("organization_id", () => organizations.id),
    status: text("status", { enum: REFUND_STATUSES }).notNull().default("WAITING"),
    /** Gross (credit plus its VAT) sent back to the card or account, integer pence. */
    refundedInPence: integer("refunded_in_pence"),
    stripeRefundId: text("stripe_refund_id"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdOn: createdOn(),
    updatedOn: text("updated_on"),
  },
  (t) => [
    // A credit is settled once, whatever retries or races.
    uniqueIndex("dispute_refunds_credit_idx").on(t.creditTransactionId),
    index("dispute_refunds_dispute_idx").on(t.disputeId),
    index("dispute_refunds_waiting_idx").on(t.status, t.feeTransactionId),
  ],
);
