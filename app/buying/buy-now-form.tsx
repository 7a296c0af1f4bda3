// The Buy Now confirmation form (issue 27, decision 0136): the vehicle, the price and the buyer's
// fee, posted to /auction/{id}/buy-now; on its own page without JavaScript, in a dialog with it.
import type { Form } from "@remix-run/react";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { buyerFeeInPence } from "~contract/fees";
import { BUY_NOW_MESSAGES } from "~contract/messages/buy-now";
import { FetcherDialog } from "~/components/fetcher-dialog";
import { formatPounds } from "~/auction/format";
import { FROM_PARAM } from "~/auction/list-url";
import type { BuyNowActionData, BuyNowTarget } from "./buy-now-types";

type FormLike = ComponentType<ComponentProps<typeof Form>>;

export function BuyNowForm({
  target,
  returnTo,
  FormComponent,
  dialog,
  busy,
  cancel,
}: {
  target: BuyNowTarget;
  returnTo: string;
  FormComponent: FormLike;
  dialog?: boolean;
  busy?: boolean;
  cancel: ReactNode;
}) {
  const price = formatPounds(target.priceInPence);
  return (
    <FormComponent method="post" action={`/auction/${target.id}/buy-now`} className="bid-step buy-now">
      <input type="hidden" name="amountInPence" value={target.priceInPence} />
      <input type="hidden" name={FROM_PARAM} value={returnTo} />
      {dialog ? <input type="hidden" name="mode" value="dialog" /> : null}
      <p className="buy-now__question">{BUY_NOW_MESSAGES.question(target.title, price)}</p>
      <p className="buy-now__fee">{BUY_NOW_MESSAGES.fee(price, formatPounds(buyerFeeInPence(target.priceInPence)))}</p>
      <p className="muted">{BUY_NOW_MESSAGES.binding}</p>
      <div className="bid-step__actions">
        {cancel}
        <button type="submit" className="button" disabled={busy}>
          BUY NOW
        </button>
      </div>
    </FormComponent>
  );
}

export function BuyNowDialog({
  opening,
  target,
  returnTo,
  onClose,
  onDone,
}: {
  opening: number;
  target: BuyNowTarget;
  returnTo: string;
  onClose: () => void;
  onDone: (answer: BuyNowActionData) => void;
}) {
  return (
    <FetcherDialog<BuyNowActionData>
      opening={opening}
      title={BUY_NOW_MESSAGES.label}
      titleId="buy-now-title"
      onClose={onClose}
      onDone={onDone}
    >
      {(fetcher, busy) => (
        <BuyNowForm
          target={target}
          returnTo={returnTo}
          FormComponent={fetcher.Form}
          dialog
          busy={busy}
          cancel={
            <button type="button" className="button button--secondary" onClick={onClose}>
              CANCEL
            </button>
          }
        />
      )}
    </FetcherDialog>
  );
}
