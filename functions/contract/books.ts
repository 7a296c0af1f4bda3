// Transactions, invoices and organisation statistics (spec 001 sections 2.8 to 2.10, 3, 5.9, 7):
// the request schemas the API enforces and the search forms reuse, and the money rules of an
// invoice. Dates on the wire are calendar days (YYYY-MM-DD) read in Europe/London.
import { z } from "zod";
import { isValid, parse } from "date-fns";
import { FIELD_MESSAGES } from "./messages/common";
import { BOOKS_MESSAGES } from "./messages/books";
import { ukDay } from "./uk-date";

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

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day `YYYY-MM-DD` that exists (no 31 February). */
export const isoDay = z
  .string({ invalid_type_error: FIELD_MESSAGES.dateWrongFormat, required_error: FIELD_MESSAGES.required })
  .refine((v) => DAY.test(v) && isValid(parse(v, "yyyy-MM-dd", new Date(2000, 0, 1))), FIELD_MESSAGES.dateWrongFormat);

const optionalDay = z.preprocess((v) => (v === "" ? null : v), isoDay.nullish());
const optionalText = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
  z.string().max(100, FIELD_MESSAGES.maxLength(100)).nullish(),
);

const paging = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(BOOKS_PAGE_SIZE),
};

const dateOrder = <T extends { dateFrom?: string | null; dateTo?: string | null }>(v: T) =>
  !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo;
const DATE_ORDER_ISSUE = { message: BOOKS_MESSAGES.dateOrder, path: ["dateTo"] };

/** POST /organization/transactions: paged, createdOn descending. */
export const TransactionSearchSchema = z
  .object({ ...paging, name: optionalText, dateFrom: optionalDay, dateTo: optionalDay })
  .refine(dateOrder, DATE_ORDER_ISSUE);
export type TransactionSearch = z.infer<typeof TransactionSearchSchema>;

/** POST /organization/invoices: paged, createdOn descending. */
export const InvoiceSearchSchema = z
  .object({ ...paging, number: optionalText, dateFrom: optionalDay, dateTo: optionalDay })
  .refine(dateOrder, DATE_ORDER_ISSUE);
export type InvoiceSearch = z.infer<typeof InvoiceSearchSchema>;

/** POST /account/statistic: dateFrom is 30 days before today; dateTo null means "up to now". */
export const StatisticRequestSchema = z.object({ dateFrom: isoDay, dateTo: isoDay.nullish() });

/** A month to invoice, `YYYY-MM`. */
export const InvoicePeriodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Expected a month as YYYY-MM");

/** The search forms of the Transactions and Invoices pages (query string, DD/MM/YYYY dates). */
export const BooksFilterFormSchema = z
  .object({ text: optionalText, dateFrom: ukDay, dateTo: ukDay })
  .refine(dateOrder, DATE_ORDER_ISSUE);
export type BooksFilter = z.infer<typeof BooksFilterFormSchema>;

/** POST /account/statistic's dateFrom: the London calendar day 30 days before today (spec 001 section 7). */
export function statisticsDateFrom(nowMs: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(nowMs - STATISTICS_WINDOW_DAYS * 86_400_000),
  );
}
