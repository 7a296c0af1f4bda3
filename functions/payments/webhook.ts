// What a verified Stripe event changes (decision 0052). The event id is inserted in the same D1
// batch as the changes, so a redelivered event hits the primary key, rolls its batch back and
// changes nothing; a batch that fails half way leaves no record, so Stripe's retry is applied.
import { invalidateAllMembers } from "../api/member-cache";

export interface StripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
}

export type EventOutcome = "applied" | "duplicate";

const text = (v: unknown): string | null => (typeof v === "string" && v ? v : null);

function changes(db: D1Database, event: StripeEvent, nowIso: string): D1PreparedStatement[] {
  const o = event.data.object;
  switch (event.type) {
    case "setup_intent.succeeded": {
      // Cards are saved by PUT /account/refresh-credit-card with their last four digits; a Bacs
      // mandate only ever arrives here, after the hosted checkout.
      const types = Array.isArray(o.payment_method_types) ? o.payment_method_types : [];
      const customer = text(o.customer);
      const method = text(o.payment_method);
      if (!types.includes("bacs_debit") || !customer || !method) return [];
      return [
        db
          .prepare(
            `UPDATE organizations SET payment_method = 'DIRECT_DEBIT', stripe_payment_method_id = ?, card_last4 = NULL,
               payment_method_updated_on = ? WHERE stripe_customer_id = ?`,
          )
          .bind(method, nowIso, customer),
      ];
    }
    case "payment_intent.succeeded": {
      const intent = text(o.id);
      if (!intent) return [];
      return [
        db
          .prepare(
            `UPDATE charges SET status = 'PAID', last_error = NULL, updated_on = ?
             WHERE stripe_payment_intent_id = ? AND status IN ('PENDING', 'PROCESSING')`,
          )
          .bind(nowIso, intent),
      ];
    }
    case "payment_intent.payment_failed": {
      const intent = text(o.id);
      if (!intent) return [];
      const error = o.last_payment_error as { message?: string } | null | undefined;
      return [
        db
          .prepare(
            `UPDATE charges SET status = 'FAILED', last_error = ?, updated_on = ?
             WHERE stripe_payment_intent_id = ? AND status IN ('PENDING', 'PROCESSING')`,
          )
          .bind(error?.message ?? "The payment failed", nowIso, intent),
        db
          .prepare(
            `UPDATE organizations SET status = 'BLOCKED_DUE_TO_PAYMENT' WHERE status = 'ACTIVE'
             AND id IN (SELECT organization_id FROM charges WHERE stripe_payment_intent_id = ? AND status = 'FAILED')`,
          )
          .bind(intent),
      ];
    }
    default:
      return [];
  }
}

export async function applyStripeEvent(db: D1Database, event: StripeEvent, nowIso: string): Promise<EventOutcome> {
  try {
    await db.batch([
      db
        .prepare("INSERT INTO stripe_events (id, type, received_on) VALUES (?, ?, ?)")
        .bind(event.id, event.type, nowIso),
      ...changes(db, event, nowIso),
    ]);
    // A failed payment may have blocked an organisation: the bid path's cache rereads (decision 0049).
    invalidateAllMembers();
    return "applied";
  } catch (error) {
    if (/UNIQUE constraint failed: stripe_events\.id|stripe_events/.test(String(error))) return "duplicate";
    throw error;
  }
}
