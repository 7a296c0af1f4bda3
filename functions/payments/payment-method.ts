// An organisation's saved payment method: what the wallet shows, the Stripe customer it needs, and
// saving a card or a Bacs mandate. Every query takes the caller's organisation id; nothing here
// reads another organisation's row.
import type { Env } from "../env";
import { readWithMember, type MemberRead } from "../api/auth-in-batch";
import { paymentsEnabled, type StripeAdapter } from "./adapters/stripe";
import type { PaymentMethodDto } from "../contract/payments";
import type { PaymentMethod } from "../contract/accounts";

interface OrgPaymentRow {
  status: string;
  payment_method: PaymentMethod | null;
  card_last4: string | null;
  stripe_customer_id: string | null;
  stripe_payment_method_id: string | null;
  payment_method_updated_on: string | null;
  trade_name: string;
  email: string | null;
  failed_at: string | null;
}

/** With `member`, in the same round trip as the member's row (decision 0272). */
export async function readOrgPayment(
  db: D1Database,
  organizationId: number,
  member?: MemberRead | null,
): Promise<OrgPaymentRow | null> {
  const statement = db
    .prepare(
      `SELECT o.status, o.payment_method, o.card_last4, o.stripe_customer_id, o.stripe_payment_method_id,
         o.payment_method_updated_on, o.trade_name, o.email,
         (SELECT MAX(c.attempted_on) FROM charges c WHERE c.organization_id = o.id AND c.status = 'FAILED') AS failed_at
       FROM organizations o WHERE o.id = ?`,
    )
    .bind(organizationId);
  return ((await readWithMember(db, statement, member)).results[0] as OrgPaymentRow | undefined) ?? null;
}

export function toPaymentMethodDto(row: OrgPaymentRow, env: Parameters<typeof paymentsEnabled>[0]): PaymentMethodDto {
  const blocked = row.status === "BLOCKED_DUE_TO_PAYMENT";
  // A method saved after the last failed attempt waits for the retry that lifts the block.
  const addedSinceFailure =
    row.payment_method_updated_on !== null && (row.failed_at === null || row.payment_method_updated_on > row.failed_at);
  return {
    last4: row.card_last4,
    paymentMethod: row.payment_method,
    accountStatus: row.status,
    paymentsConfigured: paymentsEnabled(env),
    verificationPending: blocked && addedSinceFailure && row.stripe_payment_method_id !== null,
  };
}

/** The organisation's Stripe customer, created on first use and kept on the organisation. */
export async function ensureCustomer(
  env: Pick<Env, "DB">,
  stripe: StripeAdapter,
  organizationId: number,
  row: OrgPaymentRow,
): Promise<string> {
  if (row.stripe_customer_id) return row.stripe_customer_id;
  const customer = await stripe.createCustomer({
    name: row.trade_name,
    email: row.email ?? undefined,
    organizationId,
  });
  // Another request may have created one meanwhile: keep the first, so fees go to one customer.
  const kept = await env.DB.prepare(
    `UPDATE organizations SET stripe_customer_id = COALESCE(stripe_customer_id, ?) WHERE id = ?
     RETURNING stripe_customer_id`,
  )
    .bind(customer.id, organizationId)
    .first<{ stripe_customer_id: string }>();
  return kept?.stripe_customer_id ?? customer.id;
}

export async function saveMethod(
  db: D1Database,
  organizationId: number,
  method: { kind: PaymentMethod; paymentMethodId: string; last4: string | null; nowIso: string },
): Promise<void> {
  await db
    .prepare(
      `UPDATE organizations SET payment_method = ?, stripe_payment_method_id = ?, card_last4 = ?,
         payment_method_updated_on = ? WHERE id = ?`,
    )
    .bind(method.kind, method.paymentMethodId, method.last4, method.nowIso, organizationId)
    .run();
}
