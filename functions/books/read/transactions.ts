// The owner's Transactions and Invoices lists (spec 001 sections 2.9, 2.10, 5.9): always filtered by
// the caller's organisation, newest first, 0-based pages. Name and Number match anywhere in the text.
import type { InvoiceSearch, TransactionSearch } from "../../contract/books";
import type { Paged } from "../../contract/dto/account";
import type { InvoiceDto, TransactionDto } from "../../contract/dto/books";
import type { DisputeStatus } from "../../contract/dispute-rules";
import { DISPUTE_STATUS_LABELS } from "../../contract/messages/dispute-line";
import { dayEndUtc, dayStartUtc } from "../periods";
import { batchWithMember, type MemberRead } from "../../api/auth-in-batch";

interface Filter {
  where: string[];
  params: unknown[];
}

function dateFilter(f: Filter, dateFrom?: string | null, dateTo?: string | null) {
  if (dateFrom) {
    f.where.push("created_on >= ?");
    f.params.push(dayStartUtc(dateFrom));
  }
  if (dateTo) {
    f.where.push("created_on < ?");
    f.params.push(dayEndUtc(dateTo));
  }
}

/** `%` and `_` typed by a dealer are literal text, not wildcards. */
const likeAnywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a page's route reads in the same round trip: its other statements and the member's row. */
export interface AlongPage {
  statements: D1PreparedStatement[];
  member?: MemberRead | null;
}

/** One page and its count, with `along`'s statements in the same batch; their results after. */
async function page<Row, T>(
  db: D1Database,
  table: string,
  columns: string,
  f: Filter,
  p: { page: number; size: number },
  map: (r: Row) => T,
  along: AlongPage = { statements: [] },
): Promise<{ page: Paged<T>; alongside: D1Result[] }> {
  const where = f.where.join(" AND ");
  const [count, rows, ...alongside] = await batchWithMember(
    db,
    [
      db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`).bind(...f.params),
      db
        .prepare(`SELECT ${columns} FROM ${table} WHERE ${where} ORDER BY created_on DESC, id DESC LIMIT ? OFFSET ?`)
        .bind(...f.params, p.size, p.page * p.size),
      ...along.statements,
    ],
    along.member,
  );
  const totalElements = (count!.results[0] as { n: number }).n;
  const content = (rows!.results as Row[]).map(map);
  return { page: { content, totalElements, last: (p.page + 1) * p.size >= totalElements }, alongside };
}

interface TransactionRow {
  id: number;
  created_on: string;
  title: string;
  kind: TransactionDto["kind"];
  amount_in_pence: number;
  auction_id: number | null;
  dispute_status: DisputeStatus | null;
}

/**
 * The sale's dispute, by the unique auction index, for the rows a sale wrote (a launch fee is not
 * the sale's); only when the row's organisation is a party, so no other's dispute is ever named.
 */
const DISPUTE_STATUS_COLUMN = `(SELECT d.status FROM disputes d WHERE d.auction_id = transactions.auction_id
  AND transactions.kind IN ('BUYER_FEE', 'SELLER_FEE', 'DISPUTE_CREDIT')
  AND transactions.organization_id IN (d.buyer_organization_id, d.seller_organization_id)) AS dispute_status`;

const toTransaction = (r: TransactionRow): TransactionDto => ({
  id: r.id,
  createdOn: r.created_on,
  title: r.title,
  kind: r.kind,
  amountInPence: r.amount_in_pence,
  dispute:
    r.dispute_status && r.auction_id !== null
      ? { auctionId: r.auction_id, status: r.dispute_status, statusLabel: DISPUTE_STATUS_LABELS[r.dispute_status] }
      : null,
});

export function searchTransactions(db: D1Database, organizationId: number, s: TransactionSearch, along?: AlongPage) {
  const f: Filter = { where: ["organization_id = ?"], params: [organizationId] };
  if (s.name) {
    f.where.push("title LIKE ? ESCAPE '\\'");
    f.params.push(likeAnywhere(s.name));
  }
  dateFilter(f, s.dateFrom, s.dateTo);
  return page<TransactionRow, TransactionDto>(
    db,
    "transactions",
    `id, created_on, title, kind, amount_in_pence, auction_id, ${DISPUTE_STATUS_COLUMN}`,
    f,
    s,
    toTransaction,
    along,
  );
}

interface InvoiceRow {
  id: number;
  created_on: string;
  invoice_number: string;
  period: string;
  net_amount_in_pence: number;
  vat_amount_in_pence: number;
  total_amount_in_pence: number;
}

const INVOICE_COLUMNS =
  "id, created_on, invoice_number, period, net_amount_in_pence, vat_amount_in_pence, total_amount_in_pence";

export const toInvoice = (r: InvoiceRow): InvoiceDto => ({
  id: r.id,
  createdOn: r.created_on,
  invoiceNumber: r.invoice_number,
  period: r.period,
  netAmountInPence: r.net_amount_in_pence,
  vatAmountInPence: r.vat_amount_in_pence,
  totalAmountInPence: r.total_amount_in_pence,
});

export function searchInvoices(db: D1Database, organizationId: number, s: InvoiceSearch, along?: AlongPage) {
  // An invoice still being written (amounts null) is not shown; its batch completes at once.
  const f: Filter = { where: ["organization_id = ?", "total_amount_in_pence IS NOT NULL"], params: [organizationId] };
  if (s.number) {
    f.where.push("invoice_number LIKE ? ESCAPE '\\'");
    f.params.push(likeAnywhere(s.number));
  }
  dateFilter(f, s.dateFrom, s.dateTo);
  return page<InvoiceRow, InvoiceDto>(db, "invoices", INVOICE_COLUMNS, f, s, toInvoice, along);
}

export interface InvoiceWithLines extends InvoiceDto {
  lines: { title: string; amountInPence: number; transactionOn: string }[];
}

/** One invoice of the caller's organisation, or null (another organisation's reads as not found). */
export async function readInvoice(
  db: D1Database,
  organizationId: number,
  id: number,
): Promise<InvoiceWithLines | null> {
  const row = await db
    .prepare(
      `SELECT ${INVOICE_COLUMNS} FROM invoices WHERE id = ? AND organization_id = ? AND total_amount_in_pence IS NOT NULL`,
    )
    .bind(id, organizationId)
    .first<InvoiceRow>();
  if (!row) return null;
  const lines = await db
    .prepare(
      "SELECT title, amount_in_pence, transaction_on FROM invoice_lines WHERE invoice_id = ? ORDER BY transaction_on, id",
    )
    .bind(id)
    .all<{ title: string; amount_in_pence: number; transaction_on: string }>();
  return {
    ...toInvoice(row),
    lines: lines.results.map((l) => ({
      title: l.title,
      amountInPence: l.amount_in_pence,
      transactionOn: l.transaction_on,
    })),
  };
}
