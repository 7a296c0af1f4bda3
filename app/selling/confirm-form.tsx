// A seller action's confirmation (spec 001 sections 4.2 and 4.4): a page of its own without
// JavaScript (/my-vehicles/{id}/confirm?action=...), a dialog posting to the same action with it.
// The form carries the version the dealer saw; a stale one comes back with the server's message.
import { DialogFormBody, type DialogFormProps } from "~/components/dialog-form";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { SELLER_ACTION_LABELS, sellerQuestion, type SellerAction } from "./seller-actions";

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

export function ConfirmForm({
  action,
  target,
  ...form
}: DialogFormProps & { action: SellerAction; target: ConfirmTarget }) {
  const { question, detail } = sellerQuestion(action, target);
  const submit = (
    <button type="submit" className={action === "accept" ? "button" : "button button--danger"} disabled={form.busy}>
      {SELLER_ACTION_LABELS[action]}
    </button>
  );
  return (
    <DialogFormBody form={form} action={`/my-vehicles/${target.id}/confirm`} submit={submit}>
      <input type="hidden" name="action" value={action} />
      <input type="hidden" name="version" value={target.version} />
      <input type="hidden" name="status" value={target.status} />
      <p className="confirm__question">{question}</p>
      {detail ? <p className="muted">{detail}</p> : null}
    </DialogFormBody>
  );
}
