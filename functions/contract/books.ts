// Transactions, invoices and organisation statistics (spec 001 sections 2.8 to 2.10, 3, 5.9, 7):
// the request schemas the API enforces and the search forms reuse, and the money rules of an
// invoice. Dates on the wire are calendar days (YYYY-MM-DD) read in Europe/London.
import { z } from "zod";
import { isValid, parse } from "date-fns";
import { FIELD_MESSAGES } from "./messages/common";
import { BOOKS_MESSAGES } from "./messages/books";
import { ukDay } from "./uk-date";
import { BOOKS_PAGE_SIZE } from "./books-rules";

// The constants and pure rules live in books-rules (no zod or date-fns), so the pages that only
// page or count ship no schema code; re-exported here for the API side.
export * from "./books-rules";

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
