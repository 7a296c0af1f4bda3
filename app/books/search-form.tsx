// The search form of spec 001 section 5.9 (Name or Number, Date From, Date To as DD/MM/YYYY). A
// plain GET form: submitting starts again at page 1 with the filters in the URL.
import { Form, Link } from "@remix-run/react";
import { BOOKS_MESSAGES } from "~contract/messages/books";
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
  const field = (name: string, label: string, value: string, error?: string, placeholder?: string) => {
    const id = `books-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type="text"
          defaultValue={value}
          placeholder={placeholder}
          inputMode={placeholder ? "numeric" : undefined}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <p id={`${id}-error`} className="field__error" aria-live="polite">
          {error ?? ""}
        </p>
      </div>
    );
  };
  return (
    <Form method="get" action={path} className="books-search card" role="search" aria-label={label}>
      {field(textName, textLabel, q.values.text, q.errors.text)}
      {field("dateFrom", "Date From", q.values.dateFrom, q.errors.dateFrom, BOOKS_MESSAGES.datePlaceholder)}
      {field("dateTo", "Date To", q.values.dateTo, q.errors.dateTo, BOOKS_MESSAGES.datePlaceholder)}
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
