// Ops' side of disputes (issue 27 item 3): the queue, one dispute, and the decision. A decision is
// one D1 batch: the guarded status change, the fee credits (new negative rows, decision 0171), a
// settlement row per credit (decision 0186) and the audit row, each written only if this call's
// change is the one that won. Then an upheld sale is cancelled by its room (decision 0185) and the
// credits of fees already paid are refunded through Stripe.
import type { ApiContext, Route } from "../../api/types";
import { conflict, invalid, json, notFound, parseBody, parseQuery } from "../../api/http";
import { DecideDisputeSchema, isDecided, type DisputeOutcome } from "../../contract/disputes";
import { disputeFeeCredits, type SaleFee } from "../../contract/dispute-fees";
import {
  DisputeDecisionAnswerSchema,
  OpsDisputeDetailSchema,
  OpsDisputePageSchema,
  type OpsDispute,
} from "../../contract/answers/dispute";
import { DISPUTE_MESSAGES } from "../../contract/messages/disputes";
import { IdParams, PageQuery } from "../../contract/ops";
import { auditStatement } from "../../ops/audit";
import { readSellerFeeBands } from "../../ops/fee-settings";
import { idParam } from "../../ops/http/guard";
import { opsRoute } from "../../ops/http/ops-route";
import { refundRowStatement, settleDisputeRefunds } from "../../payments/dispute-refunds";
import { opsDispute, opsDisputeDetail, opsDisputePage } from "../read";
import { notifyParties } from "../notify";
import { cancelUpheldSale } from "../cancel-sale";

const AUDIT_ACTION = { UPHELD: "DISPUTE_UPHELD", PARTIAL: "DISPUTE_PARTIAL", REJECTED: "DISPUTE_REJECTED" } as const;

async function saleFees(d1: D1Database, auctionId: number): Promise<SaleFee[]> {
  const { results } = await d1
    .prepare(
      `SELECT id AS transactionId, organization_id AS organizationId, kind, amount_in_pence AS amountInPence, title
       FROM transactions WHERE auction_id = ? AND kind IN ('BUYER_FEE', 'SELLER_FEE') ORDER BY id`,
    )
    .bind(auctionId)
    .all<SaleFee>();
  return results;
}

/** What follows a won decision: the sale cancelled (UPHELD), paid fees refunded, both parties told. */
async function carryOut(c: ApiContext, found: OpsDispute, outcome: DisputeOutcome): Promise<Response> {
  if (outcome === "UPHELD") await cancelUpheldSale(c.env, found);
  // A refund Stripe cannot make now is retried by the charge sweep; the decision stands either way.
  await settleDisputeRefunds(c.env, c.clock.iso(), found.id).catch((e) => console.error("dispute refunds", e));
  const dispute = (await opsDispute(c.env.DB, found.id))!;
  await notifyParties(c, dispute);
  return json({ dispute, message: DISPUTE_MESSAGES.decided });
}

async function decide(c: ApiContext): Promise<Response> {
  const id = idParam(c);
  const body = await parseBody(c.request, DecideDisputeSchema);
  const d1 = c.env.DB;
  const found = await opsDispute(d1, id);
  if (!found) throw notFound(DISPUTE_MESSAGES.NO_DISPUTE);
  const outcome: DisputeOutcome = body.outcome;
  // Upheld, but the room could not cancel the sale then: deciding UPHELD again finishes it.
  if (found.status === "UPHELD" && outcome === "UPHELD" && found.auctionStatus === "SOLD") {
    await cancelUpheldSale(c.env, found);
    return json({ dispute: (await opsDispute(d1, id))!, message: DISPUTE_MESSAGES.decided });
  }
  if (isDecided(found.status)) throw conflict(DISPUTE_MESSAGES.ALREADY_DECIDED, "DISPUTE_DECIDED");
  const adjustment = outcome === "PARTIAL" ? (body.adjustmentInPence ?? 0) : null;
  if (adjustment !== null && adjustment >= found.salePriceInPence)
    throw invalid({ adjustmentInPence: [DISPUTE_MESSAGES.ADJUSTMENT_TOO_LARGE] });
  const settledPrice = adjustment === null ? null : found.salePriceInPence - adjustment;
  const credits = disputeFeeCredits({
    disputeId: id,
    outcome,
    fees: await saleFees(d1, found.auctionId),
    adjustedPriceInPence: settledPrice ?? undefined,
    sellerBands: await readSellerFeeBands(c.db),
  });
  const creditTotal = -credits.reduce((sum, credit) => sum + credit.amountInPence, 0);
  const now = c.clock.iso();
  const won = {
    sql: "EXISTS (SELECT 1 FROM disputes WHERE id = ? AND decided_by_id = ? AND decided_on = ?)",
    params: [id, c.caller.id, now],
  };
  const [update] = await d1.batch([
    d1
      .prepare(
        `UPDATE disputes SET status = ?, adjustment_in_pence = ?, fee_credit_in_pence = ?, decision_note = ?,
           decided_by_id = ?, decided_on = ? WHERE id = ? AND status IN ('OPEN', 'ANSWERED')`,
      )
      .bind(outcome, adjustment, creditTotal, body.note || null, c.caller.id, now, id),
    ...credits.flatMap((credit) => [
      d1
        .prepare(
          `INSERT OR IGNORE INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference, created_on)
           SELECT ?, 'DISPUTE_CREDIT', ?, ?, ?, ?, ? WHERE ${won.sql}`,
        )
        .bind(
          credit.organizationId,
          credit.title,
          credit.amountInPence,
          found.auctionId,
          credit.reference,
          now,
          ...won.params,
        ),
      // Only a credit this batch wrote has a row to find by its reference.
      refundRowStatement(d1, {
        disputeId: id,
        feeTransactionId: credit.feeTransactionId,
        reference: credit.reference,
        now,
      }),
    ]),
    // The settled price on the auction itself, for every reader of the sale price (decision 0255).
    ...(settledPrice === null
      ? []
      : [
          d1
            .prepare(`UPDATE auctions SET settled_price_in_pence = ? WHERE id = ? AND ${won.sql}`)
            .bind(settledPrice, found.auctionId, ...won.params),
        ]),
    auditStatement(
      d1,
      c.caller.id,
      AUDIT_ACTION[outcome],
      { type: "DISPUTE", id },
      {
        auctionId: found.auctionId,
        adjustmentInPence: adjustment,
        feeCreditInPence: creditTotal,
        note: body.note ?? null,
      },
      won,
    ),
  ]);
  // Two decisions at once: the guarded update lets one through; the other changes nothing.
  if (update.meta.changes === 0) throw conflict(DISPUTE_MESSAGES.ALREADY_DECIDED, "DISPUTE_DECIDED");
  return carryOut(c, found, outcome);
}

const TAGS = ["ops", "disputes"];

export const disputeOpsRoutes: Route[] = [
  opsRoute({
    method: "GET",
    path: "/ops/disputes",
    summary: "SUPER_ADMIN: disputes, undecided first (oldest first), 20 a page",
    description: "The ops console's queue of disputes across every organisation ({ content, totalElements, last }).",
    tags: TAGS,
    request: { query: PageQuery },
    responses: { 200: OpsDisputePageSchema },
    statuses: [403],
    handler: async (c) => {
      const { offset } = parseQuery(c.url, PageQuery);
      return json(await opsDisputePage(c.env.DB, offset));
    },
  }),
  opsRoute({
    method: "GET",
    path: "/ops/disputes/{id}",
    summary: "SUPER_ADMIN: one dispute, with its fee credits and how each was settled",
    description:
      "The dispute as the queue shows it, plus `credits`: each DISPUTE_CREDIT its decision wrote and its settlement (REFUNDED through Stripe, INVOICED on the invoice, WAITING while the fee is unpaid, FAILED when Stripe refused the refund). 403 for anyone but ops, 404 for an unknown id.",
    tags: TAGS,
    request: { params: IdParams },
    responses: { 200: OpsDisputeDetailSchema },
    statuses: [403],
    handler: async (c) => {
      const found = await opsDisputeDetail(c.env.DB, idParam(c));
      if (!found) throw notFound(DISPUTE_MESSAGES.NO_DISPUTE);
      return json(found);
    },
  }),
  opsRoute({
    method: "POST",
    path: "/ops/disputes/{id}/decision",
    summary:
      "SUPER_ADMIN: decide a dispute: UPHELD (sale cancelled, fees credited), PARTIAL (price reduced, fees follow) or REJECTED",
    description:
      "UPHELD cancels the sale (the auction becomes CANCELLED, so the seller may relaunch) and writes a DISPUTE_CREDIT transaction reversing each fee the sale recorded; PARTIAL records the agreed reduction in pence (less than the sale price), makes the reduced price the auction's sale price everywhere it is shown or counted (lists, detail, analytics, price guide) and credits each fee down to its band at the new price; REJECTED leaves the sale and fees as they are. A credit of a fee already paid by card or direct debit is refunded through Stripe; a fee paid on invoice gets the credit on the invoice. A second decision gets 409; if the sale could not be cancelled at once (503 SALE_NOT_CANCELLED) the decision stands and deciding UPHELD again finishes it. Both parties are emailed; the decision is in the audit log.",
    tags: TAGS,
    request: { params: IdParams, body: DecideDisputeSchema },
    responses: { 200: DisputeDecisionAnswerSchema },
    errors: ["DISPUTE_DECIDED", "SALE_NOT_CANCELLED"],
    statuses: [403],
    handler: decide,
  }),
];
