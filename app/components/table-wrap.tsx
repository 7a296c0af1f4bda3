import type { ReactNode } from "react";

/**
 * A table that scrolls sideways when a phone is too narrow for it. The region takes focus so a
 * keyboard can scroll it, and is named so a screen reader says what it holds (axe's
 * scrollable-region-focusable, found on /analytics at 375 px).
 */
export function TableWrap({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // A scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable,
    // decision 0085); jsx-a11y counts a region as non-interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className ? `table-wrap ${className}` : "table-wrap"} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** A table's column headings, in order. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
