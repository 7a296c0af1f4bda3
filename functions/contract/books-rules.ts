// The numbers and pure rules of transactions, invoices and statistics (page size, VAT, invoice
// numbers, the statistics window), apart from the zod schemas of books.ts: the analytics, Transactions
// and Invoices pages read these in the browser and so ship no schema code (issue 23).
export const BOOKS_PAGE_SIZE = 10;
/** UK standard VAT: fees are quoted "plus VAT" (spec 000 section 9). */
export const VAT_RATE_PERCENT = 20;
/** The analytics window (spec 001 section 9: "Statistics window 30 days"). */
export const STATISTICS_WINDOW_DAYS = 30;

/** VAT on a net amount in pence, rounded half up to the penny (HMRC allows rounding per invoice). */
export function vatOf(netInPence: number): number {
  return Math.round((netInPence * VAT_RATE_PERCENT) / 100);
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
