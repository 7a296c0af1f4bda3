// Monthly invoicing (issue 14, decision 0055): one invoice per organisation and London month for
// every fee not yet invoiced that was written before the month ended. Numbers come from one
// marketplace-wide sequence without gaps: each is MAX + 1 taken inside the D1 batch (a
// transaction) that also writes the lines, so a failed batch leaves no hole behind.
import { formatInvoiceNumber, vatSql } from "../contract/books";
import { periodBounds, previousPeriod } from "./periods";

const UNINVOICED = "NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.transaction_id = t.id)";

/** Invoices `period` (`YYYY-MM`) for every organisation with uninvoiced fees; idempotent. */
export async function invoiceMonth(db: D1Database, period: string, nowIso: string): Promise<number> {
  const { end } = periodBounds(period);
  const orgs = await db
    .prepare(
      `SELECT DISTINCT t.organization_id AS id FROM transactions t
       WHERE t.created_on < ? AND ${UNINVOICED}
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.organization_id = t.organization_id AND i.period = ?)
       ORDER BY t.organization_id`,
    )
    .bind(end, period)
    .all<{ id: number }>();
  let created = 0;
  for (const { id } of orgs.results) {
    if (await invoiceOrganization(db, id, period, end, nowIso)) created++;
  }
  return created;
}

async function invoiceOrganization(
  db: D1Database,
  organizationId: number,
  period: string,
  end: string,
  nowIso: string,
): Promise<boolean> {
  const mine = "organization_id = ?1 AND period = ?2";
  // The number's text is made in SQL from the sequence just taken; formatInvoiceNumber is its twin.
  const prefix = formatInvoiceNumber(0).replace(/0+$/, "");
  const width = formatInvoiceNumber(0).length - prefix.length;
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO invoices (organization_id, sequence, invoice_number, period, created_on)
         SELECT ?1, n.seq, ?4 || substr('${"0".repeat(width)}' || n.seq, -${width}), ?2, ?3
         FROM (SELECT COALESCE(MAX(sequence), 0) + 1 AS seq FROM invoices) n
         WHERE NOT EXISTS (SELECT 1 FROM invoices WHERE ${mine})
           AND EXISTS (SELECT 1 FROM transactions t WHERE t.organization_id = ?1 AND t.created_on < ?5 AND ${UNINVOICED})`,
      )
      .bind(organizationId, period, nowIso, prefix, end),
    // Lines only for an invoice this batch opened (its amounts are still null).
    db
      .prepare(
        `INSERT INTO invoice_lines (invoice_id, transaction_id, title, amount_in_pence, transaction_on)
         SELECT i.id, t.id, t.title, t.amount_in_pence, t.created_on
         FROM invoices i JOIN transactions t ON t.organization_id = i.organization_id
         WHERE i.organization_id = ?1 AND i.period = ?2
           AND i.net_amount_in_pence IS NULL AND t.created_on < ?3 AND ${UNINVOICED}
         ORDER BY t.created_on, t.id`,
      )
      .bind(organizationId, period, end),
    db
      .prepare(
        `UPDATE invoices SET
           net_amount_in_pence = (SELECT COALESCE(SUM(amount_in_pence), 0) FROM invoice_lines WHERE invoice_id = invoices.id)
         WHERE ${mine} AND net_amount_in_pence IS NULL`,
      )
      .bind(organizationId, period),
    // VAT by vatOf's SQL twin: halves away from zero, so a month of credits (a negative net) is exact.
    db
      .prepare(
        `UPDATE invoices SET vat_amount_in_pence = ${vatSql("net_amount_in_pence")},
           total_amount_in_pence = net_amount_in_pence + ${vatSql("net_amount_in_pence")}
         WHERE ${mine} AND vat_amount_in_pence IS NULL`,
      )
      .bind(organizationId, period),
  ]);
  return (results[0].meta.changes ?? 0) > 0;
}

/** The cron's call: invoices last month once, then costs one indexed lookup per tick. */
export async function runMonthlyInvoicing(db: D1Database, nowIso: string): Promise<number | null> {
  const period = previousPeriod(nowIso);
  const done = await db.prepare("SELECT 1 AS done FROM invoice_runs WHERE period = ?").bind(period).first();
  if (done) return null;
  const count = await invoiceMonth(db, period, nowIso);
  await db
    .prepare("INSERT OR IGNORE INTO invoice_runs (period, invoice_count, completed_on) VALUES (?, ?, ?)")
    .bind(period, count, nowIso)
    .run();
  return count;
}
