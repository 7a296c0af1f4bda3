// /my-organization/transactions (owner only; others go to the dashboard): spec 001 section 2.9.
// The search and the page (`?page=`, 1-based, 10 a page) live in the URL, so it works without
// JavaScript; newest first.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { TransactionDto } from "~contract/dto/books";
import { loadBooks } from "~/books/load.server";
import { BooksPage, type Column } from "~/books/books-page";
import { bookDate, bookMoney } from "~/books/format";

export const meta: MetaFunction = () => [{ title: "Transactions | Trade Auction" }];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadBooks<TransactionDto>(request, context, "/organization/transactions", "name");

const COLUMNS: Column<TransactionDto>[] = [
  { header: "Date", cell: (row) => bookDate(row.createdOn) },
  { header: "Transaction", cell: (row) => <TransactionTitle row={row} /> },
  { header: "Price", className: "num", cell: (row) => bookMoney(row.amountInPence) },
];

/**
 * A fee or credit of a disputed sale says so on its own row; the status itself links to the
 * dispute. Nothing here imports the detail page's dispute line: a module shared with this page
 * would split into a chunk of its own and put the detail page over its JavaScript budget.
 */
function TransactionTitle({ row }: { row: TransactionDto }) {
  if (!row.dispute) return <>{row.title}</>;
  const { status, statusLabel, auctionId } = row.dispute;
  return (
    <div>
      {row.title}
      <span className="books-dispute" data-testid="transaction-dispute">
        <Link className={`dispute-badge dispute-badge--${status.toLowerCase()}`} to={`/auction/${auctionId}/dispute`}>
          {statusLabel}
        </Link>
      </span>
    </div>
  );
}

export default function Transactions() {
  const { q, list, error } = useLoaderData<typeof loader>();
  return (
    <BooksPage
      title="Transactions"
      path="/my-organization/transactions"
      textName="name"
      textLabel="Name"
      q={q}
      list={list}
      error={error}
      columns={COLUMNS}
    />
  );
}
