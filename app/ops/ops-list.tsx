// The console's list of cards: each card shows an item's details beside the forms that act on it.
// The queue, members and organisations differ only in what a card says.
import type { ReactNode } from "react";
import { Form } from "@remix-run/react";

interface OpsListProps<T> {
  items: readonly T[];
  /** Said when there is nothing to list. */
  empty: string;
  details: (item: T) => ReactNode;
  actions?: (item: T) => ReactNode;
}

export function OpsList<T extends { id: number }>({ items, empty, details, actions }: OpsListProps<T>) {
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="ops-list">
      {items.map((item) => (
        <li key={item.id} className="card ops-item">
          <div className="ops-item__main">{details(item)}</div>
          {actions?.(item)}
        </li>
      ))}
    </ul>
  );
}

/** The one-time sign-in link as a member (the action answers it; see impersonation.tsx). */
export function ImpersonateForm({ memberId, children, label }: { memberId: number; children: string; label?: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="impersonate" />
      <input type="hidden" name="id" value={memberId} />
      <button type="submit" className="button button--small button--ghost" aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
