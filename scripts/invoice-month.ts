// `npm run invoice:month -- YYYY-MM [--persist-to DIR]`: issues the monthly invoices of one month
// into the local D1 (the same code the Workers cron runs for last month in production). Safe to run
// again: an organisation already invoiced for that month is skipped.
import { openLocalBindings, DEFAULT_PERSIST_DIR } from "./seed/local-bindings";
import { invoiceMonth } from "../functions/books/invoicing";
import { InvoicePeriodSchema } from "../functions/contract/books";

async function main() {
  const argv = process.argv.slice(2);
  const persistAt = argv.indexOf("--persist-to");
  const persistTo = persistAt >= 0 ? argv[persistAt + 1] : DEFAULT_PERSIST_DIR;
  const period = InvoicePeriodSchema.safeParse(argv.find((a, i) => !a.startsWith("--") && i !== persistAt + 1));
  if (!period.success) {
    console.error("Usage: npm run invoice:month -- YYYY-MM [--persist-to DIR]");
    process.exit(2);
  }
  const { db, dispose } = await openLocalBindings(persistTo);
  try {
    const count = await invoiceMonth(db, period.data, new Date().toISOString());
    console.log(`Issued ${count} invoice(s) for ${period.data}.`);
  } finally {
    await dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
