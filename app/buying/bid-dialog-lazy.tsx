// The bid dialog's state, and the dialog itself loaded only when a dealer first presses PLACE BID:
// the form code and its schema library stay out of the lists' first load.
import { lazy, Suspense, useCallback, useState } from "react";
import type { BidTarget } from "./bid-target";
import type { BidRoomState } from "~contract/dto/bid";

const BidDialog = lazy(() => import("./bid-dialog").then((m) => ({ default: m.BidDialog })));

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

export function LazyBidDialog(props: {
  target: BidTarget | null;
  opening: number;
  returnTo: string;
  onClose: () => void;
  onPlaced: (message: string, state: BidRoomState) => void;
}) {
  if (!props.target) return null;
  return (
    <Suspense fallback={null}>
      <BidDialog {...props} />
    </Suspense>
  );
}
