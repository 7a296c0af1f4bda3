// The frame both owner-only books pages share (spec 001 sections 2.9, 2.10, 2.12): title, the
// search form, the server's message on a 403, the table with its empty row, and the pager that
// keeps the search.
import type { ReactNode } from "react";
import { BOOKS_PAGE_SIZE } from "~contract/books-rules";
import { BOOKS_MESSAGES } from "~contract/messages/books";
import type { BooksList } from "~contract/dto/books";
import { formatUkDate } from "~/utils/dates";
import { Pager } from "~/account/pager";
import { BooksSearchForm } from "./search-form";
import type { BooksQuery } from "./filters";
import { TableWrap } from "~/components/table-wrap";

export interface Column<T> {
  header: string;
  className?: string;
  cell: (row: T) => ReactNode;
}

interface Props<T> {
  title: string;
  path: string;
  textName: "name" | "number";
  textLabel: string;
  /** The loader's query, with its parameters serialised (loader data is JSON). */
  q: Omit<BooksQuery, "query"> & { query: string };
  list: BooksList<T>;
  error: string | null;
  columns: Column<T>[];
}

export function BooksPage<T extends { id: number }>({
  title,
  path,
  textName,
  textLabel,
  q,
  list,
  error,
  columns,
}: Props<T>) {
  const query = new URLSearchParams(q.query);
  return (
    <>
      <h1>{title}</h1>
      <BooksSearchForm
        path={path}
        textName={textName}
        textLabel={textLabel}
        label={`Search ${title.toLowerCase()}`}
        q={{ ...q, query }}
      />
      {error ? (
        <div className="alert alert--error inline-alert" role="alert">
          {error}
        </div>
      ) : null}
      <TableWrap label={title} className="card">
        <table className="account-table books-table stack-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={c.className}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {list.content.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  {BOOKS_MESSAGES.noData}
                  {list.freeTrialEndsOn ? (
                    <p className="small muted books-trial">
                      {BOOKS_MESSAGES.freeTrial(formatUkDate(list.freeTrialEndsOn))}
                    </p>
                  ) : null}
                </td>
              </tr>
            ) : (
              list.content.map((row) => (
                <tr key={row.id}>
                  {columns.map((c) => (
                    <td key={c.header} className={c.className} data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableWrap>
      <Pager page={q.page} total={list.totalElements} size={BOOKS_PAGE_SIZE} path={path} query={query} />
    </>
  );
}
