// The numbers and pure rules of transactions, invoices and statistics (page size, VAT, invoice
// numbers, the statistics window), apart from the zod schemas of books.ts: the analytics, Transactions
// and Invoices pages read these in the browser and so ship no schema code (issue 23).
export const BOOKS_PAGE_SIZE = 10;
/** UK standard VAT: fees are quoted "plus VAT" (spec 000 section 9). */
export const VAT_RATE_PERCENT = 20;
/** The analytics window (spec 001 section 9: "Statistics window 30 days"). */
export const STATISTICS_WINDOW_DAYS = 30;

/**
 * VAT on a net amount in pence, rounded to the nearest penny with halves away from zero (HMRC allows
 * rounding per invoice). Symmetric, so a credit's VAT is exactly minus the VAT of the same charge
 * (decision 0171 as amended): Math.round alone would round a negative half toward zero.
 */
export function vatOf(netInPence: number): number {
  const vat = Math.round((Math.abs(netInPence) * VAT_RATE_PERCENT) / 100);
  return netInPence < 0 ? -vat : vat;
}

/**
 * The SQL twin of vatOf over an integer expression. SQLite's integer division truncates toward
 * zero, so `(net * rate + 50) / 100` rounds halves up only for a positive net; a negative net is
 * rounded as its magnitude and negated.
 */
export function vatSql(net: string): string {
  const half = (n: string) => `((${n}) * ${VAT_RATE_PERCENT} + 50) / 100`;
  return `(CASE WHEN (${net}) < 0 THEN -(${half(`-(${net})`)}) ELSE ${half(net)} END)`;
}

/** Invoice numbers: one sequence for the whole marketplace, without gaps (decision 0055). */
export function formatInvoiceNumber(sequence: number): string {
  return `TA-${String(sequence).padStart(6, "0")}`;
}

/** POST /account/statistic's dateFrom: the London calendar day 30 days before today (spec 001 section 7). */
export function statisticsDateFrom(nowMs: number): string {
  return londonDay(nowMs - STATISTICS_WINDOW_DAYS * 86_400_000);
}

/** The London calendar day of an instant, `YYYY-MM-DD`: statistics and the bid day counts use it. */
export function londonDay(at: string | number | Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(at));
}
