import type { ReactNode } from "react";

/**
 * A table that scrolls sideways when a phone is too narrow for it. The region takes focus so a
 * keyboard can scroll it, and is named so a screen reader says what it holds (axe's
 * scrollable-region-focusable, found on /analytics at 375 px).
 */
export function TableWrap({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `table-wrap ${className}` : "table-wrap"} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
