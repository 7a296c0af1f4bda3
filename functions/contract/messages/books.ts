// Words of the Transactions, Invoices and Analytics screens (spec 001 sections 2.8 to 2.12).
export const BOOKS_MESSAGES = {
  noData: "No data to be displayed",
  dateOrder: "Date To must not be before Date From",
} as const;
