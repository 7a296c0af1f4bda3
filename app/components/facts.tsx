// A list of labelled values (a definition list): the auction detail's facts and the wizard's
// listing summary above Launch draw their rows the same way.
import type { ReactNode } from "react";

/** `className`: how the list looks where it stands (the detail's `facts` grid, its times). */
export function Facts({ rows, className }: { rows: readonly (readonly [string, ReactNode])[]; className?: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
