// Buy Now on the auction detail (issue 27, decision 0136): the price beside PLACE BID, and its
// confirmation naming the vehicle, the price and the buyer's fee. Without JavaScript the
// confirmation is a page of its own (/auction/{id}/buy-now); with it, a dialog posting to the same
// action, loaded only when first opened (the detail page's JavaScript budget, decision 0133).
import { Link } from "@remix-run/react";
import { lazyDialog, openedOnce } from "~/components/lazy-dialog";
import { BUY_NOW_LINE_MESSAGES } from "~contract/messages/auction-detail";
import { formatPounds } from "~/auction/format";
import { FROM_PARAM } from "~/auction/list-url";
import type { BuyNowDialogProps, BuyNowTarget } from "./buy-now-types";

export function buyNowHref(auctionId: number, returnTo: string): string {
  return `/auction/${auctionId}/buy-now?${FROM_PARAM}=${encodeURIComponent(returnTo)}`;
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
        <span className="price-label">{BUY_NOW_LINE_MESSAGES.label}</span>
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

export const LazyBuyNowDialog = lazyDialog<BuyNowDialogProps>(
  () => import("./buy-now-form").then((m) => m.BuyNowDialog),
  openedOnce,
);
