// Monthly invoices (issue 14, decision 0055). An invoice copies its transactions into lines, so
// it never changes once issued; a transaction is invoiced at most once (unique line index), and a
// fee written after its month was invoiced goes on the next month's invoice.
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { requiredRef, createdOn, now, organizationRef, serialId } from "./schema-core";

export const invoices = sqliteTable(
  "invoices",
  {
    id: serialId(),
    organizationId: organizationRef(),
    /** One sequence for the whole marketplace, allocated as MAX + 1 in the inserting statement. */
    sequence: integer("sequence").notNull(),
    invoiceNumber: text("invoice_number").notNull(),
    /** The Europe/London calendar month invoiced, `YYYY-MM`. */
    period: text("period").notNull(),
    /** Null only inside the batch that creates the invoice, until its lines are summed. */
    netAmountInPence: integer("net_amount_in_pence"),
    vatAmountInPence: integer("vat_amount_in_pence"),
    totalAmountInPence: integer("total_amount_in_pence"),
    createdOn: createdOn(),
  },
  (t) => [
    uniqueIndex("invoices_sequence_idx").on(t.sequence),
    uniqueIndex("invoices_org_period_idx").on(t.organizationId, t.period),
    index("invoices_org_created_idx").on(t.organizationId, t.createdOn),
  ],
);

export const invoiceLines = sqliteTable(
  "invoice_lines",
  {
    id: serialId(),
    invoiceId: requiredRef("invoice_id", () => invoices.id),
    /** No foreign key, like transactions.auction_id: the line is the record once invoiced. */
    transactionId: integer("transaction_id").notNull(),
    title: text("title").notNull(),
    amountInPence: integer("amount_in_pence").notNull(),
    transactionOn: text("transaction_on").notNull(),
  },
  (t) => [
    uniqueIndex("invoice_lines_transaction_idx").on(t.transactionId),
    index("invoice_lines_invoice_idx").on(t.invoiceId),
  ],
);

/** Months the cron has invoiced, so each five-minute tick costs one indexed lookup. */
export const invoiceRuns = sqliteTable("invoice_runs", {
  period: text("period").primaryKey(),
  invoiceCount: integer("invoice_count").notNull(),
  completedOn: text("completed_on").notNull().default(now),
});
