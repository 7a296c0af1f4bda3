// The status tabs and search box of an ops list: a GET form, so filters live in the URL and work
// without JavaScript.
import { Form, Link } from "@remix-run/react";
import { Field, plainField } from "~/components/form";

interface FilterFormProps {
  path: string;
  statuses: readonly { value: string; label: string }[];
  status: string;
  q: string;
  searchLabel: string;
}

export function FilterForm({ path, statuses, status, q, searchLabel }: FilterFormProps) {
  return (
    <div className="stack">
      <nav aria-label="Status" className="row">
        {statuses.map((s) => (
          <Link
            key={s.value}
            to={`${path}?status=${s.value}`}
            className={`button button--small ${s.value === status ? "" : "button--ghost"}`}
            aria-current={s.value === status ? "page" : undefined}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      <Form method="get" className="ops-filters">
        <input type="hidden" name="status" value={status} />
        <Field label={searchLabel} field={plainField("q", q, null, "ops-")} type="search" />
        <button type="submit" className="button button--small button--secondary">
          Search
        </button>
      </Form>
    </div>
  );
}
