// The Buy Now confirmation form (issue 27, decision 0136): the vehicle, the price and the buyer's
// fee, posted to /auction/{id}/buy-now; on its own page without JavaScript, in a dialog with it.
import { DialogFormBody, type DialogFormProps } from "~/components/dialog-form";
import { buyerFeeInPence } from "~contract/fees";
import { BUY_NOW_MESSAGES } from "~contract/messages/buy-now";
import { FetcherDialog } from "~/components/fetcher-dialog";
import { formatPounds } from "~/auction/format";
import { FROM_PARAM } from "~/auction/list-url";
import type { BuyNowActionData, BuyNowDialogProps, BuyNowTarget } from "./buy-now-types";

export function BuyNowForm({
  target,
  returnTo,
  ...form
}: DialogFormProps & { target: BuyNowTarget; returnTo: string }) {
  const price = formatPounds(target.priceInPence);
  const submit = (
    <button type="submit" className="button" disabled={form.busy}>
      BUY NOW
    </button>
  );
  return (
    <DialogFormBody form={form} action={`/auction/${target.id}/buy-now`} className="bid-step buy-now" submit={submit}>
      <input type="hidden" name="amountInPence" value={target.priceInPence} />
      <input type="hidden" name={FROM_PARAM} value={returnTo} />
      <p className="buy-now__question">
        {BUY_NOW_MESSAGES.question(target.plate ? `${target.plate} (${target.title})` : target.title, price)}
      </p>
      <p className="buy-now__fee">{BUY_NOW_MESSAGES.fee(price, formatPounds(buyerFeeInPence(target.priceInPence)))}</p>
      <p className="muted">{BUY_NOW_MESSAGES.binding}</p>
    </DialogFormBody>
  );
}

export function BuyNowDialog({ opening, target, returnTo, onClose, onDone }: BuyNowDialogProps) {
  return (
    <FetcherDialog<BuyNowActionData>
      opening={opening}
      title={BUY_NOW_MESSAGES.label}
      titleId="buy-now-title"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => <BuyNowForm target={target} returnTo={returnTo} {...form} />}
    </FetcherDialog>
  );
}
