// The winner's Accept / Reject dialog on the detail, fetched on first use.
import { lazy, Suspense } from "react";
import type { AcceptanceDialogProps } from "./acceptance";

// Loaded on the first ACCEPT or REJECT (the detail page's JavaScript budget, decision 0133), then kept
// mounted: the answer arrives after the revalidated auction no longer offers the choice.
const AcceptanceDialog = lazy(() => import("./acceptance-dialog").then((m) => ({ default: m.AcceptanceDialog })));

export function LazyAcceptanceDialog(props: AcceptanceDialogProps) {
  if (!props.opening) return null;
  return (
    <Suspense fallback={null}>
      <AcceptanceDialog {...props} />
    </Suspense>
  );
}
