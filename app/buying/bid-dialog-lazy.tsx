// The bid dialog's state, and the dialog itself loaded only when a dealer first presses PLACE BID:
// the form code and its schema library stay out of the lists' first load.
import { useCallback, useState } from "react";
import { lazyDialog } from "~/components/lazy-dialog";
import type { BidDialogProps } from "./bid-dialog";
import type { BidTarget } from "./bid-target";

export function useBidDialog() {
  const [target, setTarget] = useState<BidTarget | null>(null);
  // A fresh form each time the dialog opens, so an old answer never shows.
  const [opening, setOpening] = useState(0);
  const open = useCallback((next: BidTarget) => {
    setTarget(next);
    setOpening((n) => n + 1);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  return { target, opening, open, close };
}

const BidDialog = lazyDialog<BidDialogProps>(
  () => import("./bid-dialog").then((m) => m.BidDialog),
  (props) => props.target !== null,
);

/** The dialog of one page's `useBidDialog`, the same on the detail and on every list. */
export function LazyBidDialog({
  dialog,
  ...page
}: Pick<BidDialogProps, "returnTo" | "onPlaced"> & { dialog: ReturnType<typeof useBidDialog> }) {
  return <BidDialog target={dialog.target} opening={dialog.opening} onClose={dialog.close} {...page} />;
}
