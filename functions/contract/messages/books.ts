// Words of the Transactions, Invoices and Analytics screens (spec 001 sections 2.8 to 2.12).
export const BOOKS_MESSAGES = {
  noData: "No data to be displayed",
  dateOrder: "Date To must not be before Date From",
  /** Under the empty table's words while the organisation's free trial runs (issue 22). */
  freeTrial: (untilUkDate: string) => `No fees are charged during your free trial, until ${untilUkDate}.`,
} as const;
