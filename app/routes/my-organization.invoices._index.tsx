// /my-organization/invoices (owner only; others go to the dashboard): spec 001 section 2.10. The
// monthly invoices, newest first, searched by Number and dates; each downloads as a PDF through a
// plain link (no JavaScript needed).
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { InvoiceDto } from "~contract/dto/books";
import { loadBooks } from "~/books/load.server";
import { BooksPage, type Column } from "~/books/books-page";
import { bookDate, bookMoney } from "~/books/format";

export const meta: MetaFunction = () => [{ title: "Invoices | Trade Auction" }];

const PATH = "/my-organization/invoices";

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadBooks<InvoiceDto>(request, context, "/organization/invoices", "number");

const COLUMNS: Column<InvoiceDto>[] = [
  { header: "Date", cell: (row) => bookDate(row.createdOn) },
  { header: "Invoice Number", className: "nowrap", cell: (row) => row.invoiceNumber },
  { header: "Price", className: "num", cell: (row) => bookMoney(row.totalAmountInPence) },
  {
    header: "Actions",
    cell: (row) => (
      <a
        className="button button--small button--secondary"
        href={`${PATH}/${row.id}/download`}
        download={`Invoice_${row.invoiceNumber}.pdf`}
        aria-label={`Download invoice ${row.invoiceNumber} as PDF`}
      >
        <span className="books-wide-only">Download </span>PDF
      </a>
    ),
  },
];

export default function Invoices() {
  const { q, list, error } = useLoaderData<typeof loader>();
  return (
    <BooksPage
      title="Invoices"
      path={PATH}
      textName="number"
      textLabel="Number"
      q={q}
      list={list}
      error={error}
      columns={COLUMNS}
    />
  );
}
