// Ops' side of disputes (issue 27 item 3): the queue, one dispute, and the decision. A decision is
// one D1 batch: the guarded status change, the fee credits (new negative rows, decision 0171) and
// the audit row, each credit and the audit written only if this call's change is the one that won.
import type { ApiContext, Route } from "../../api/types";
import { conflict, invalid, json, notFound, parseBody, parseQuery } from "../../api/http";
import { DecideDisputeSchema, isDecided, type DisputeOutcome } from "../../contract/disputes";
import { disputeFeeCredits, type SaleFee } from "../../contract/dispute-fees";
import { DisputeDecisionAnswerSchema, OpsDisputePageSchema } from "../../contract/answers/dispute";
import { DISPUTE_MESSAGES } from "../../contract/messages/disputes";
import { IdParams, PageQuery } from "../../contract/ops";
import { auditStatement } from "../../ops/audit";
import { readSellerFeeBands } from "../../ops/fee-settings";
import { idParam, requireSuperAdmin } from "../../ops/http/guard";
import { opsDispute, opsDisputePage } from "../read";
import { notifyParties } from "../notify";

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

async function decide(c: ApiContext): Promise<Response> {
  requireSuperAdmin(c);
  const id = idParam(c);
  const body = await parseBody(c.request, DecideDisputeSchema);
  const d1 = c.env.DB;
  const found = await opsDispute(d1, id);
  if (!found) throw notFound(DISPUTE_MESSAGES.NO_DISPUTE);
  if (isDecided(found.status)) throw conflict(DISPUTE_MESSAGES.ALREADY_DECIDED, "DISPUTE_DECIDED");
  const outcome: DisputeOutcome = body.outcome;
  const adjustment = outcome === "PARTIAL" ? (body.adjustmentInPence ?? 0) : null;
  if (adjustment !== null && adjustment >= found.salePriceInPence)
    throw invalid({ adjustmentInPence: [DISPUTE_MESSAGES.ADJUSTMENT_TOO_LARGE] });
  const credits = disputeFeeCredits({
    disputeId: id,
    outcome,
    fees: await saleFees(d1, found.auctionId),
    adjustedPriceInPence: adjustment === null ? undefined : found.salePriceInPence - adjustment,
    sellerBands: await readSellerFeeBands(c.db),
  });
  const creditTotal = -credits.reduce((sum, credit) => sum + credit.amountInPence, 0);
  const now = new Date(c.clock.now()).toISOString();
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
    ...credits.map((credit) =>
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
    ),
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
  const dispute = (await opsDispute(d1, id))!;
  await notifyParties(c, dispute);
  return json({ dispute, message: DISPUTE_MESSAGES.decided });
}

const TAGS = ["ops", "disputes"];

export const disputeOpsRoutes: Route[] = [
  {
    method: "GET",
    path: "/ops/disputes",
    access: "member",
    summary: "SUPER_ADMIN: disputes, undecided first (oldest first), 20 a page",
    description: "The ops console's queue of disputes across every organisation ({ content, totalElements, last }).",
    tags: TAGS,
    request: { query: PageQuery },
    responses: { 200: OpsDisputePageSchema },
    statuses: [403],
    handler: async (c) => {
      requireSuperAdmin(c);
      const { offset } = parseQuery(c.url, PageQuery);
      return json(await opsDisputePage(c.env.DB, offset));
    },
  },
  {
    method: "POST",
    path: "/ops/disputes/{id}/decision",
    access: "member",
    summary:
      "SUPER_ADMIN: decide a dispute: UPHELD (sale cancelled, fees credited), PARTIAL (price reduced, fees follow) or REJECTED",
    description:
      "UPHELD cancels the sale and writes a DISPUTE_CREDIT transaction reversing each fee the sale recorded; PARTIAL records the agreed reduction in pence (less than the sale price) and credits each fee down to its band at the new price; REJECTED leaves the sale and fees as they are. A second decision gets 409. Both parties are emailed; the decision is in the audit log.",
    tags: TAGS,
    request: { params: IdParams, body: DecideDisputeSchema },
    responses: { 200: DisputeDecisionAnswerSchema },
    errors: ["DISPUTE_DECIDED"],
    statuses: [403],
    handler: decide,
  },
];
