// The winner's Accept or Reject as a dialog (JavaScript only), posting to the confirmation page's
// action; loaded on first use (acceptance-dialog-lazy.tsx).
import { FetcherDialog } from "~/components/fetcher-dialog";
import type { AcceptanceActionData, AcceptanceDialogProps } from "./acceptance";
import { AcceptanceForm } from "./acceptance-form";

export function AcceptanceDialog({ choice, opening, target, returnTo, onClose, onDone }: AcceptanceDialogProps) {
  // Success or a refusal (e.g. 409): the page says which, and has read the auction again.
  return (
    <FetcherDialog<AcceptanceActionData>
      opening={choice ? opening : 0}
      title={choice === "reject" ? "Reject offer" : "Accept offer"}
      titleId="acceptance-title"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (choice ? <AcceptanceForm choice={choice} target={target} returnTo={returnTo} {...form} /> : null)}
    </FetcherDialog>
  );
}
