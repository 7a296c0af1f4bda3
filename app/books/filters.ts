// The search of the Transactions and Invoices pages lives in the query string (a GET form), so it
// works without JavaScript and the pager keeps it. Checked with the contract's form schema; what
// the dealer typed is echoed back whether it was valid or not.
import { BooksFilterFormSchema } from "~contract/books";
import { pageParam } from "~/account/pager";

export interface FilterValues {
  text: string;
  dateFrom: string;
  dateTo: string;
}

export interface BooksQuery {
  page: number;
  values: FilterValues;
  errors: Partial<Record<keyof FilterValues, string>>;
  /** The API's filter fields (`YYYY-MM-DD` days), or null while the form has errors. */
  filter: { text: string | null; dateFrom: string | null; dateTo: string | null } | null;
  /** The filters as query parameters, for the pager's links. */
  query: URLSearchParams;
}

/** `textParam` is the query name of the text box: `name` (transactions) or `number` (invoices). */
export function readBooksQuery(url: URL, textParam: "name" | "number"): BooksQuery {
  const get = (key: string) => (url.searchParams.get(key) ?? "").slice(0, 100);
  const values = { text: get(textParam), dateFrom: get("dateFrom"), dateTo: get("dateTo") };
  const query = new URLSearchParams();
  if (values.text) query.set(textParam, values.text);
  if (values.dateFrom) query.set("dateFrom", values.dateFrom);
  if (values.dateTo) query.set("dateTo", values.dateTo);
  const parsed = BooksFilterFormSchema.safeParse(values);
  const errors: BooksQuery["errors"] = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as keyof FilterValues;
      errors[key] ??= issue.message;
    }
  }
  return {
    page: pageParam(url),
    values,
    errors,
    filter: parsed.success
      ? { text: parsed.data.text ?? null, dateFrom: parsed.data.dateFrom, dateTo: parsed.data.dateTo }
      : null,
    query,
  };
}
