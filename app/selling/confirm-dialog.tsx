// A seller action's confirmation as a dialog (JavaScript only), posting to the confirmation page's
// action with mode=dialog; fetched on the first action (seller-detail.tsx).
import { FetcherDialog } from "~/components/fetcher-dialog";
import type { FetchedDialogProps } from "~/components/lazy-dialog";
import type { SellerAction } from "./seller-actions";
import type { SellerActionAnswer } from "./seller-detail.server";
import { ConfirmForm, SELLER_ACTION_TITLES, type ConfirmTarget } from "./confirm-form";

export interface ConfirmDialogProps extends FetchedDialogProps<SellerActionAnswer> {
  action: SellerAction | null;
  target: ConfirmTarget;
}

export function ConfirmDialog({ action, opening, target, onClose, onDone }: ConfirmDialogProps) {
  return (
    <FetcherDialog<SellerActionAnswer>
      opening={action ? opening : 0}
      title={action ? SELLER_ACTION_TITLES[action] : ""}
      titleId="seller-confirm-title"
      cancelLabel="BACK"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (action ? <ConfirmForm action={action} target={target} {...form} /> : null)}
    </FetcherDialog>
  );
}
