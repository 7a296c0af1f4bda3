// /my-organization/transactions (owner only; others go to the dashboard): spec 001 section 2.9.
// The search and the page (`?page=`, 1-based, 10 a page) live in the URL, so it works without
// JavaScript; newest first.
import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { TransactionDto } from "~contract/dto/books";
import { loadBooks } from "~/books/load.server";
import { BooksPage, type Column } from "~/books/books-page";
import { bookDate, bookMoney } from "~/books/format";

export const meta: MetaFunction = () => [{ title: "Transactions | Trade Auction" }];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadBooks<TransactionDto>(request, context, "/organization/transactions", "name");

const COLUMNS: Column<TransactionDto>[] = [
  { header: "Date", cell: (row) => bookDate(row.createdOn) },
  { header: "Transaction", cell: (row) => row.title },
  { header: "Price", className: "num", cell: (row) => bookMoney(row.amountInPence) },
];

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
