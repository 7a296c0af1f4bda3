// The bid dialog of the lists and the detail (JavaScript only): the two steps of the bid pages in a
// <dialog>, posting to the same action through a fetcher. Without JavaScript PLACE BID is a link
// to those pages instead. Loaded on first use (bid-dialog-lazy.tsx).
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Modal } from "~/components/modal";
import { mintIdempotencyKey } from "~contract/bid-idempotency";
import { BidAmountStep, BidConfirmStep, type BidActionData } from "./bid-steps";
import type { BidTarget } from "./bid-target";
import type { BidRoomState } from "~contract/dto/bid";

export interface BidDialogProps {
  target: BidTarget | null;
  opening: number;
  returnTo: string;
  onClose: () => void;
  /** The bid went through: the page shows the message and the room's state (decision 0095). */
  onPlaced: (message: string, state: BidRoomState) => void;
}

export function BidDialog({ target, opening, returnTo, onClose, onPlaced }: BidDialogProps) {
  return (
    <Modal
      open={target !== null}
      title="Place a bid"
      titleId="bid-dialog-title"
      className="bid-dialog"
      onClose={onClose}
      closeButton
    >
      {target ? (
        <BidDialogSteps key={opening} target={target} returnTo={returnTo} onClose={onClose} onPlaced={onPlaced} />
      ) : null}
    </Modal>
  );
}

function BidDialogSteps({
  target,
  returnTo,
  onClose,
  onPlaced,
}: Omit<BidDialogProps, "target" | "opening"> & { target: BidTarget }) {
  const fetcher = useFetcher<BidActionData>();
  const answer = fetcher.data;
  // One key for this opening of the dialog; the action hands back the one to use next (the same
  // across retries of one bid, a fresh one once an amount is edited or refused).
  const [firstKey] = useState(mintIdempotencyKey);
  const idempotencyKey = answer && answer.step !== "placed" ? answer.idempotencyKey : firstKey;
  useEffect(() => {
    if (answer?.step !== "placed") return;
    onPlaced(answer.message, answer.state);
    onClose();
  }, [answer, onClose, onPlaced]);
  // Only while the post is in flight: the answer is already in hand while the page's loaders
  // revalidate after it, and a slow revalidation (a busy list) must not hold the next step hostage.
  const busy = fetcher.state === "submitting";
  const cancel = (
    <button type="button" className="button button--secondary" onClick={onClose}>
      CANCEL
    </button>
  );
  const common = { target, returnTo, FormComponent: fetcher.Form, dialog: true, busy, cancel, idempotencyKey };
  if (answer?.step === "confirm") {
    return (
      <BidConfirmStep {...common} amount={answer.amount} amountInPence={answer.amountInPence} retry={answer.retry} />
    );
  }
  return (
    <BidAmountStep
      {...common}
      lastResult={answer?.step === "amount" ? answer.lastResult : undefined}
      defaultAmount={answer?.step === "amount" ? answer.amount : undefined}
    />
  );
}
