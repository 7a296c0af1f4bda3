// The search form of spec 001 section 5.9 (Name or Number, Date From, Date To as DD/MM/YYYY). A
// plain GET form: submitting starts again at page 1 with the filters in the URL.
import { Form, Link } from "@remix-run/react";
import { DateField, Field, plainField } from "~/components/form";
import type { BooksQuery } from "./filters";

interface Props {
  path: string;
  textName: "name" | "number";
  textLabel: string;
  /** The form's accessible name, e.g. "Search transactions". */
  label: string;
  q: BooksQuery;
}

export function BooksSearchForm({ path, textName, textLabel, label, q }: Props) {
  const field = (name: string, value: string, error?: string) => plainField(name, value, error, "books-");
  return (
    <Form method="get" action={path} className="books-search card" role="search" aria-label={label}>
      <Field label={textLabel} field={field(textName, q.values.text, q.errors.text)} autoComplete="off" />
      <DateField label="Date From" field={field("dateFrom", q.values.dateFrom, q.errors.dateFrom)} />
      <DateField label="Date To" field={field("dateTo", q.values.dateTo, q.errors.dateTo)} />
      <div className="books-search__actions">
        <button type="submit" className="button">
          Search
        </button>
        {q.query.toString() ? (
          <Link to={path} className="button button--secondary">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
