// A seller action's confirmation (spec 001 sections 4.2 and 4.4): a page of its own without
// JavaScript (/my-vehicles/{id}/confirm?action=...), a dialog posting to the same action with it.
// The form carries the version the dealer saw; a stale one comes back with the server's message.
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type ComponentProps, type ComponentType, type ReactNode } from "react";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { SELLER_ACTION_LABELS, sellerQuestion, type SellerAction } from "./seller-actions";
import type { SellerActionAnswer } from "./seller-detail.server";

export type ConfirmTarget = Pick<
  AuctionDetail,
  "id" | "version" | "status" | "isCancellationAllowed" | "isSellerAcceptanceAllowed" | "highestBidInPence"
>;

export const SELLER_ACTION_TITLES: Record<SellerAction, string> = {
  cancel: "Cancel auction",
  delete: "Delete vehicle",
  accept: "Accept offer",
  reject: "Reject offer",
};

type FormLike = ComponentType<ComponentProps<typeof Form>>;

export function ConfirmForm({
  action,
  target,
  FormComponent,
  dialog,
  busy,
  back,
}: {
  action: SellerAction;
  target: ConfirmTarget;
  FormComponent: FormLike;
  dialog?: boolean;
  busy?: boolean;
  back: ReactNode;
}) {
  const { question, detail } = sellerQuestion(action, target);
  const danger = action !== "accept";
  return (
    <FormComponent method="post" action={`/my-vehicles/${target.id}/confirm`} className="bid-step">
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="version" value={target.version} />
      <input type="hidden" name="status" value={target.status} />
      {dialog ? <input type="hidden" name="mode" value="dialog" /> : null}
      <p className="confirm__question">{question}</p>
      {detail ? <p className="muted">{detail}</p> : null}
      <div className="bid-step__actions">
        {back}
        <button type="submit" className={danger ? "button button--danger" : "button"} disabled={busy}>
          {SELLER_ACTION_LABELS[action]}
        </button>
      </div>
    </FormComponent>
  );
}

interface DialogProps {
  action: SellerAction | null;
  opening: number;
  target: ConfirmTarget;
  onClose: () => void;
  onDone: (answer: SellerActionAnswer) => void;
}

export function ConfirmDialog({ action, opening, target, onClose, onDone }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (action && !dialog.open) dialog.showModal();
    if (!action && dialog.open) dialog.close();
  }, [action]);
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="seller-confirm-title" onClose={onClose}>
      <div className="dialog__header">
        <h2 id="seller-confirm-title">{action ? SELLER_ACTION_TITLES[action] : ""}</h2>
      </div>
      {/* A fresh fetcher per opening, so an earlier answer never closes it at once. */}
      {action ? <DialogBody key={opening} action={action} target={target} onClose={onClose} onDone={onDone} /> : null}
    </dialog>
  );
}

function DialogBody({
  action,
  target,
  onClose,
  onDone,
}: Omit<DialogProps, "action" | "opening"> & { action: SellerAction }) {
  const fetcher = useFetcher<SellerActionAnswer>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    onDone(fetcher.data);
    onClose();
  }, [fetcher.state, fetcher.data, onClose, onDone]);
  return (
    <ConfirmForm
      action={action}
      target={target}
      FormComponent={fetcher.Form}
      dialog
      busy={fetcher.state !== "idle"}
      back={
        <button type="button" className="button button--secondary" onClick={onClose}>
          BACK
        </button>
      }
    />
  );
}
