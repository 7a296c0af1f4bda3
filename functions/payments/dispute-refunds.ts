// Dispute fee credits settled in money (decision 0186). A decision writes one WAITING row per
// credit in its own batch; this pass settles them: a fee paid by a charge is refunded through the
// Stripe adapter's refunds call, a fee paid on invoice is settled by the credit's invoice line, a fee
// not yet paid waits. It runs after each decision and after each charge sweep, so a charge paid
// later (a Bacs debit that clears, a failed card retried) is refunded then.
import type { Env } from "../env";
import { createStripeAdapter, StripeError, type StripeAdapter } from "./adapters/stripe";
import { refundPlan } from "./refund-rules";

interface WaitingRow {
  id: number;
  attempts: number;
  credit: number;
  chargeStatus: string | null;
  charged: number | null;
  intent: string | null;
}

const WAITING = `SELECT r.id, r.attempts, t.amount_in_pence AS credit, c.status AS chargeStatus,
    c.amount_in_pence AS charged, c.stripe_payment_intent_id AS intent
  FROM dispute_refunds r JOIN transactions t ON t.id = r.credit_transaction_id
  LEFT JOIN charges c ON c.transaction_id = r.fee_transaction_id
  WHERE r.status = 'WAITING'`;

/** The decision's rows, one per credit it wrote (found by the credit's unique reference). */
export function refundRowStatement(
  d1: D1Database,
  input: { disputeId: number; feeTransactionId: number; reference: string; now: string },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT OR IGNORE INTO dispute_refunds (dispute_id, credit_transaction_id, fee_transaction_id, organization_id,
         status, created_on, updated_on)
       SELECT ?, t.id, ?, t.organization_id, 'WAITING', ?, ? FROM transactions t WHERE t.reference = ?`,
    )
    .bind(input.disputeId, input.feeTransactionId, input.now, input.now, input.reference);
}

async function mark(d1: D1Database, id: number, status: string, now: string, extra: Record<string, unknown> = {}) {
  await d1
    .prepare(
      `UPDATE dispute_refunds SET status = ?, refunded_in_pence = COALESCE(?, refunded_in_pence),
         stripe_refund_id = COALESCE(?, stripe_refund_id), last_error = ?, updated_on = ? WHERE id = ?`,
    )
    .bind(status, extra.amount ?? null, extra.refundId ?? null, extra.error ?? null, now, id)
    .run();
}

async function refundOne(d1: D1Database, stripe: StripeAdapter | null, row: WaitingRow, now: string): Promise<boolean> {
  const plan = refundPlan({
    creditInPence: row.credit,
    chargeStatus: row.chargeStatus,
    chargedInPence: row.charged,
    paymentIntentId: row.intent,
  });
  if (plan.kind === "wait") return false;
  if (plan.kind === "invoice") {
    await mark(d1, row.id, "INVOICED", now);
    return false;
  }
  // Without Stripe keys nothing can be sent back: the row waits for them.
  if (!stripe) return false;
  // Claim the attempt, so two passes at once never send the same refund twice.
  const claimed = await d1
    .prepare(
      "UPDATE dispute_refunds SET attempts = attempts + 1 WHERE id = ? AND attempts = ? AND status = 'WAITING' RETURNING id",
    )
    .bind(row.id, row.attempts)
    .first();
  if (!claimed) return false;
  try {
    const refund = await stripe.refund({
      paymentIntentId: plan.paymentIntentId,
      amountInPence: plan.amountInPence,
      creditTransactionId: row.id,
      // Stripe answers a repeat of the same key with the first refund: a retry never pays twice.
      idempotencyKey: `dispute-refund:${row.id}`,
    });
    await mark(d1, row.id, "REFUNDED", now, { amount: refund.amount, refundId: refund.id });
    return true;
  } catch (error) {
    // Stripe refused (4xx): FAILED, for ops to see. Stripe or the network down: the next pass retries.
    const refused = error instanceof StripeError && error.status < 500 && error.status !== 429;
    await mark(d1, row.id, refused ? "FAILED" : "WAITING", now, {
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/** Settles waiting credits (one dispute's, or any); answers how many were refunded. */
export async function settleDisputeRefunds(
  env: Pick<Env, "DB" | "STRIPE_SECRET_KEY" | "STRIPE_API_URL">,
  now: string,
  disputeId?: number,
  limit = 50,
): Promise<number> {
  const stripe = createStripeAdapter(env);
  const { results } = await (
    disputeId === undefined
      ? env.DB.prepare(`${WAITING} ORDER BY r.id LIMIT ?`).bind(limit)
      : env.DB.prepare(`${WAITING} AND r.dispute_id = ? ORDER BY r.id LIMIT ?`).bind(disputeId, limit)
  ).all<WaitingRow>();
  let refunded = 0;
  for (const row of results) if (await refundOne(env.DB, stripe, row, now)) refunded++;
  return refunded;
}
