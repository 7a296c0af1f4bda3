// Payments (issue 14, decision 0051): one charge per fee transaction, recording whether it was paid
// by card, is being collected by direct debit, waits, failed or goes on the invoice; and the Stripe
// webhook events already handled, so a redelivered event changes nothing.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { requiredRef, createdOn, now, organizationRef, serialId } from "./schema-core";
import { transactions } from "./schema-auctions";
import { CHARGE_STATUSES } from "../contract/payments";

export const charges = sqliteTable(
  "charges",
  {
    id: serialId(),
    transactionId: requiredRef("transaction_id", () => transactions.id),
    organizationId: organizationRef(),
    /** Gross (fee plus VAT), integer pence. */
    amountInPence: integer("amount_in_pence").notNull(),
    status: text("status", { enum: CHARGE_STATUSES }).notNull(),
    method: text("method"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    attemptedOn: text("attempted_on"),
    createdOn: createdOn(),
    updatedOn: text("updated_on").notNull().default(now),
  },
  (t) => [
    uniqueIndex("charges_transaction_idx").on(t.transactionId),
    index("charges_org_status_idx").on(t.organizationId, t.status),
    index("charges_status_idx").on(t.status),
    index("charges_intent_idx").on(t.stripePaymentIntentId),
  ],
);

export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedOn: text("received_on").notNull().default(now),
});
