// Loads one page of the owner's transactions or invoices for the account pages. A 403 (the
// organisation changed hands since sign-in) is shown as the server's message (spec 001 section 8).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { BOOKS_PAGE_SIZE } from "~contract/books";
import type { BooksList } from "~contract/dto/books";
import { viewerApi } from "~/sessions/viewer.server";
import type { Viewer } from "~/sessions/viewer.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import { loadFailure } from "~/api/load-failure.server";
import { readBooksQuery, type BooksQuery } from "./filters";
import { requireOwner } from "~/sessions/guards.server";

/** The loader of an owner-only books page: non-owners go to the dashboard before any call. */
export async function loadBooks<T>(
  request: Request,
  context: AppLoadContext,
  path: "/organization/transactions" | "/organization/invoices",
  textField: "name" | "number",
) {
  const viewer = await requireOwner(request, context);
  const q = readBooksQuery(new URL(request.url), textField);
  const { list, error } = await loadBooksPage<T>(request, context, viewer, path, textField, q);
  return { q: { ...q, query: q.query.toString() }, list, error };
}

async function loadBooksPage<T>(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  path: "/organization/transactions" | "/organization/invoices",
  textField: "name" | "number",
  q: BooksQuery,
): Promise<{ list: BooksList<T>; error: string | null }> {
  const empty: BooksList<T> = { content: [], totalElements: 0, last: true, freeTrialEndsOn: null };
  if (!q.filter) return { list: empty, error: null };
  const result = await viewerApi(request, context, viewer, "POST", path, {
    body: {
      page: q.page - 1,
      size: BOOKS_PAGE_SIZE,
      [textField]: q.filter.text,
      dateFrom: q.filter.dateFrom,
      dateTo: q.filter.dateTo,
    },
  });
  // T: the row of the caller's path (transactions or invoices), as the document types it; the
  // union of the two paths here cannot narrow to it.
  if (result.ok) return { list: result.data as BooksList<T>, error: null };
  if (result.status === 403) return { list: empty, error: errorMessage(failureOf(result)) };
  throw loadFailure(result);
}
