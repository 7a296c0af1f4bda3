// The counter-offer dialog on the detail, fetched on the first move.
import { lazy, Suspense } from "react";
import type { OfferDialogProps } from "./offer-dialog";

// Loaded on the first SEND COUNTER, ACCEPT or DECLINE (the detail pages' JavaScript budget, decision
// 0133), then kept mounted: the answer arrives after the revalidated thread no longer offers the move.
// Written out rather than with components/lazy-dialog.tsx: the seller's detail, at its JavaScript
// ceiling, shows this panel, and the shared helper's chunk put that page over it (decision 0216).
const OfferDialog = lazy(() => import("./offer-dialog").then((m) => ({ default: m.OfferDialog })));

export function LazyOfferDialog(props: OfferDialogProps) {
  if (!props.opening) return null;
  return (
    <Suspense fallback={null}>
      <OfferDialog {...props} />
    </Suspense>
  );
}
