// Fees that are really charged (issue 14, decision 0051). Off the request path (the cron sweep and
// waitUntil after a new card or mandate): each fee transaction gets one charge row; the sweep
// charges it off-session to the saved card, or starts a Bacs direct debit, or leaves it to the
// invoice. A refused charge blocks the organisation (BLOCKED_DUE_TO_PAYMENT); a card or mandate
// saved after the failure retries it, and an organisation with nothing left failing is unblocked.
import type { Env } from "../env";
import { createStripeAdapter, StripeError, type StripeAdapter } from "./adapters/stripe";
import { grossInPence } from "../contract/payments";
import { FEE_KINDS_CHARGED, decideCharge, outcomeOfIntent } from "./charge-rules";
import { invalidateAllMembers, invalidateOrganization } from "../api/member-cache";
import { settleDisputeRefunds } from "./dispute-refunds";

/** Fees older than this with no charge row predate charging (demo history, imports): invoice only. */
const LOOKBACK_DAYS = 30;

export interface SweepResult {
  created: number;
  attempted: number;
  paid: number;
  failed: number;
  processing: number;
  unblocked: number;
  /** Dispute credits refunded through Stripe this sweep (decision 0186). */
  refunded: number;
}

interface DueCharge {
  id: number;
  organization_id: number;
  amount_in_pence: number;
  attempts: number;
  title: string;
  payment_method: string | null;
  stripe_customer_id: string | null;
  stripe_payment_method_id: string | null;
}

/** Opens a charge row for every recent fee transaction that has none. */
export async function openCharges(db: D1Database, nowIso: string): Promise<number> {
  const since = new Date(Date.parse(nowIso) - LOOKBACK_DAYS * 86_400_000).toISOString();
  const kinds = FEE_KINDS_CHARGED.map(() => "?").join(", ");
  const { results } = await db
    .prepare(
      `SELECT t.id, t.organization_id, t.amount_in_pence, o.payment_method FROM transactions t
       JOIN organizations o ON o.id = t.organization_id
       WHERE t.kind IN (${kinds}) AND t.created_on >= ? AND t.amount_in_pence > 0
         AND NOT EXISTS (SELECT 1 FROM charges c WHERE c.transaction_id = t.id)
       LIMIT 500`,
    )
    .bind(...FEE_KINDS_CHARGED, since)
    .all<{ id: number; organization_id: number; amount_in_pence: number; payment_method: string | null }>();
  if (results.length === 0) return 0;
  await db.batch(
    results.map((t) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO charges (transaction_id, organization_id, amount_in_pence, status, created_on, updated_on)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          t.id,
          t.organization_id,
          grossInPence(t.amount_in_pence),
          t.payment_method === "BASED_ON_THE_INVOICE" ? "INVOICED" : "PENDING",
          nowIso,
          nowIso,
        ),
    ),
  );
  return results.length;
}

async function dueCharges(db: D1Database, limit: number): Promise<DueCharge[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.organization_id, c.amount_in_pence, c.attempts, t.title, o.payment_method,
         o.stripe_customer_id, o.stripe_payment_method_id
       FROM charges c JOIN transactions t ON t.id = c.transaction_id JOIN organizations o ON o.id = c.organization_id
       WHERE c.status = 'PENDING'
          OR (c.status = 'FAILED' AND o.payment_method_updated_on IS NOT NULL AND o.payment_method_updated_on > c.attempted_on)
       ORDER BY c.id LIMIT ?`,
    )
    .bind(limit)
    .all<DueCharge>();
  return results;
}

async function settle(
  db: D1Database,
  charge: DueCharge,
  status: string,
  nowIso: string,
  extra: { intentId?: string | null; error?: string | null; method?: string | null } = {},
): Promise<void> {
  const statements = [
    db
      .prepare(
        `UPDATE charges SET status = ?, stripe_payment_intent_id = COALESCE(?, stripe_payment_intent_id),
           last_error = ?, method = COALESCE(?, method), updated_on = ? WHERE id = ?`,
      )
      .bind(status, extra.intentId ?? null, extra.error ?? null, extra.method ?? null, nowIso, charge.id),
  ];
  if (status === "FAILED") statements.push(blockStatement(db, charge.organization_id));
  await db.batch(statements);
  if (status === "FAILED") invalidateOrganization(charge.organization_id);
}

/** Only an ACTIVE organisation is blocked for payment: a PENDING or ops-BLOCKED one keeps its status. */
export const blockStatement = (db: D1Database, organizationId: number) =>
  db
    .prepare("UPDATE organizations SET status = 'BLOCKED_DUE_TO_PAYMENT' WHERE id = ? AND status = 'ACTIVE'")
    .bind(organizationId);

async function attempt(db: D1Database, stripe: StripeAdapter, c: DueCharge, nowIso: string, r: SweepResult) {
  // Claim the attempt first, so two sweeps running at once never charge the same fee twice.
  const claimed = await db
    .prepare("UPDATE charges SET attempts = attempts + 1, attempted_on = ? WHERE id = ? AND attempts = ? RETURNING id")
    .bind(nowIso, c.id, c.attempts)
    .first();
  if (!claimed) return;
  r.attempted++;
  const plan = decideCharge(c);
  if (plan.kind === "invoice") return settle(db, c, "INVOICED", nowIso);
  if (plan.kind === "missing") {
    r.failed++;
    return settle(db, c, "FAILED", nowIso, { error: plan.reason });
  }
  try {
    const intent = await stripe.chargeOffSession({
      customerId: plan.customerId,
      paymentMethodId: plan.paymentMethodId,
      methodType: plan.methodType,
      amountInPence: c.amount_in_pence,
      description: c.title,
      chargeId: c.id,
      // A retry with a new card is a new attempt; a repeat of the same attempt is the same charge.
      idempotencyKey: `charge:${c.id}:${c.attempts + 1}`,
    });
    const status = outcomeOfIntent(intent.status);
    if (status === "PAID") r.paid++;
    else if (status === "PROCESSING") r.processing++;
    else r.failed++;
    await settle(db, c, status, nowIso, { intentId: intent.id, method: plan.methodType });
  } catch (error) {
    // Stripe refused the payment (402, 4xx): it failed. Stripe or the network down: try again later.
    if (error instanceof StripeError && error.status < 500 && error.status !== 429) {
      r.failed++;
      return settle(db, c, "FAILED", nowIso, {
        intentId: error.paymentIntentId,
        error: error.message,
        method: plan.methodType,
      });
    }
    await settle(db, c, "PENDING", nowIso, { error: String(error instanceof Error ? error.message : error) });
  }
}

/** Lifts BLOCKED_DUE_TO_PAYMENT once a method is saved and nothing is left failing. */
export async function unblockSettled(db: D1Database): Promise<number> {
  const result = await db
    .prepare(
      `UPDATE organizations SET status = 'ACTIVE'
       WHERE status = 'BLOCKED_DUE_TO_PAYMENT' AND stripe_payment_method_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM charges c WHERE c.organization_id = organizations.id AND c.status = 'FAILED')`,
    )
    .run();
  if (result.meta.changes) invalidateAllMembers();
  return result.meta.changes ?? 0;
}

/**
 * One sweep. Without Stripe keys charges are opened and stay PENDING ("payments are not
 * configured"); nothing is charged and nobody is blocked.
 */
export async function sweepCharges(
  env: Pick<Env, "DB" | "STRIPE_SECRET_KEY" | "STRIPE_API_URL">,
  nowIso: string,
  limit = 50,
): Promise<SweepResult> {
  const r: SweepResult = { created: 0, attempted: 0, paid: 0, failed: 0, processing: 0, unblocked: 0, refunded: 0 };
  r.created = await openCharges(env.DB, nowIso);
  const stripe = createStripeAdapter(env);
  if (!stripe) return r;
  for (const charge of await dueCharges(env.DB, limit)) await attempt(env.DB, stripe, charge, nowIso, r);
  r.unblocked = await unblockSettled(env.DB);
  // A fee paid only now (a direct debit cleared, a failed card retried) may carry a dispute's credit.
  r.refunded = await settleDisputeRefunds(env, nowIso);
  return r;
}
