// Buy Now on the auction detail (issue 27, decision 0136): the price beside PLACE BID, and its
// confirmation naming the vehicle, the price and the buyer's fee. Without JavaScript the
// confirmation is a page of its own (/auction/{id}/buy-now); with it, a dialog posting to the same
// action. The room decides: a second taker hears "already sold" and the page shows the sale.
import { Link, type Form } from "@remix-run/react";
import type { ComponentProps, ComponentType, ReactNode } from "react";
import { FetcherDialog } from "~/components/fetcher-dialog";
import { buyerFeeInPence } from "~contract/fees";
import { BUY_NOW_MESSAGES } from "~contract/messages/buy-now";
import { formatPounds } from "~/auction/format";
import { FROM_PARAM } from "~/auction/list-url";

export interface BuyNowTarget {
  id: number;
  title: string;
  priceInPence: number;
}

export type BuyNowActionData = { ok: boolean; message: string };

export function buyNowHref(auctionId: number, returnTo: string): string {
  return `/auction/${auctionId}/buy-now?${FROM_PARAM}=${encodeURIComponent(returnTo)}`;
}

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

/** The card's line and button: a link to the confirmation page, or with JavaScript the dialog. */
export function BuyNowOffer({
  target,
  allowed,
  returnTo,
  onOpen,
}: {
  target: BuyNowTarget;
  allowed: boolean;
  returnTo: string;
  onOpen?: () => void;
}) {
  return (
    <div className="buy-now-offer">
      <p className="buy-now-offer__price">
        <span className="price-label">{BUY_NOW_MESSAGES.label}</span>
        <strong>{formatPounds(target.priceInPence)}</strong>
      </p>
      {allowed ? (
        <Link
          to={buyNowHref(target.id, returnTo)}
          className="button button--secondary button--block"
          onClick={(event) => {
            if (!onOpen) return;
            event.preventDefault();
            onOpen();
          }}
        >
          BUY NOW
        </Link>
      ) : null}
    </div>
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
