// The auction detail of /auction/{id} and /my-bids/{id} (spec 001 section 2.5): the first screen
// (hero photo, then the card with the price and PLACE BID or the winner's decision; decision 0098),
// the anchored sections, and with JavaScript the bid bar that follows the dealer down the page.
import type { LinksFunction } from "@remix-run/cloudflare";
import { useHydrated } from "remix-utils/use-hydrated";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { usePageToast } from "~/components/toast";
import { priceHeading } from "~contract/price-heading";
import { LAUNCH_CLOSED_MESSAGES } from "~contract/messages/auction-detail";
import { saleMessage } from "~contract/messages/bid-status";
import { WALLET_PATH } from "~/api/error-messages";
import { AcceptanceButtons, AcceptanceFacts, type AcceptanceActionData, type AcceptanceChoice } from "./acceptance";
import { LazyAcceptanceDialog } from "./acceptance-dialog-lazy";
import { BidBar, useOffScreen } from "./bid-bar";
import { BuyNowOffer, LazyBuyNowDialog } from "./buy-now";
import { LazyBidDialog, useBidDialog } from "./bid-dialog-lazy";
import { bidTargetOf } from "./bid-target";
import type { detailPageLoader } from "./detail-page.server";
import { DetailTop, DetailSummary } from "~/auction/detail/detail-top";
import { BidsHistory } from "~/auction/detail/sections";
import { DetailAnchors, DetailSections } from "~/auction/detail/detail-body";
import { formatAmount } from "~/auction/format";
import { acceptanceHref, bidHref } from "~/auction/list-url";
import { vehicleNameOf } from "~/auction/vehicle-name";
import { useBuyerLive } from "./use-buyer-live";
import { WatchButton } from "~/auction/watch-button";
import { PriceGuideLine } from "~/auction/price-guide";
import { DisputeLine } from "~/auction/dispute-line";
import { NegotiationPanel } from "~/auction/negotiation-panel";
import { detailWithRoom, roomStatusBar, useRoomStates } from "~/auction/room-overlay";
import { withLatestEvent } from "~/auction/event-overlay";
import auctionStyles from "~/styles/auction.css";
import buyingStyles from "~/styles/buying.css";
import detailStyles from "~/styles/detail.css";

/** The page's stylesheets, for the `links` of both routes that show it. */
export const detailPageLinks: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: buyingStyles },
  { rel: "stylesheet", href: detailStyles },
];

export function AuctionDetailPage() {
  const loaded = useLoaderData<typeof detailPageLoader>();
  const { mot, priceGuide, live, backHref, backLabel, returnTo, canWatch, negotiation } = loaded;
  const toast = usePageToast();
  const rooms = useRoomStates(toast.show);
  // BID_PLACED and status events refresh bids and prices (spec 001 section 4.7); a bid's event
  // is shown at once, before D1's copy has it (decision 0201).
  const stream = useBuyerLive([loaded.auction]);
  // The room's answer to this viewer's bid, or a newer bid's event, while D1's copy has not caught
  // up (decisions 0095, 0201).
  const states = withLatestEvent(loaded.auction, rooms.states, stream.latest);
  const auction = detailWithRoom(loaded.auction, states);
  const room = auction === loaded.auction ? null : states[auction.id];
  const statusBar = room
    ? roomStatusBar(auction.type, auction.wonBidPriceInPence, auction.isSellerView, room)
    : loaded.statusBar;
  const name = vehicleNameOf(auction.vehicle);
  const acceptanceTarget = {
    id: auction.id,
    version: auction.version,
    title: name,
    amountInPence: auction.highestBidInPence,
    deadline: auction.acceptanceDeadline,
  };
  const bid = useBidDialog();
  const showToast = toast.show;
  const decided = useCallback(
    (answer: AcceptanceActionData) => showToast({ type: answer.ok ? "success" : "error", message: answer.message }),
    [showToast],
  );
  // Tests wait for this before using what JavaScript adds (dialogs, infinite scroll).
  const hydrated = useHydrated();
  const [decision, setDecision] = useState<{ choice: AcceptanceChoice | null; opening: number }>({
    choice: null,
    opening: 0,
  });
  const closeDecision = useCallback(() => setDecision((d) => ({ ...d, choice: null })), []);
  const [buyNowOpening, setBuyNowOpening] = useState(0);
  const closeBuyNow = useCallback(() => setBuyNowOpening(0), []);
  const buyNowTarget =
    auction.buyNowPriceInPence === null
      ? null
      : {
          id: auction.id,
          title: name,
          plate: auction.vehicle.registrationPlate ?? null,
          priceInPence: auction.buyNowPriceInPence,
        };
  const own = auction.isSellerView;
  const hasOwnBids = auction.bids.length > 0;
  // Hidden once the auction has ended, unless the viewer's organisation bid (spec 001 section 2.5).
  const showBidPanel = live || hasOwnBids;
  const canBid = live && !own && auction.isBiddingAllowed;
  const placeBid = useRef<HTMLAnchorElement>(null);
  const barShown = useOffScreen(placeBid, hydrated && canBid);
  const openBid = () => bid.open(bidTargetOf(auction));
  return (
    <div
      className={`page detail${hydrated && canBid ? " detail--with-bar" : ""}`}
      data-hydrated={hydrated || undefined}
      data-live={hydrated ? stream.status : undefined}
    >
      <p className="detail__back">
        <Link to={backHref}>← {backLabel}</Link>
      </p>
      <DetailTop
        auction={auction}
        card={
          <>
            <DetailSummary auction={auction} statusBar={statusBar} live={live} showPrice={showBidPanel} />
            <div className="detail__actions">
              {live && !own ? (
                canBid ? (
                  <Link
                    ref={placeBid}
                    to={bidHref(auction.id, returnTo)}
                    className="button button--block"
                    onClick={(event) => {
                      event.preventDefault();
                      openBid();
                    }}
                  >
                    PLACE BID
                  </Link>
                ) : (
                  <>
                    <button type="button" className="button button--block" disabled aria-describedby="bid-refusal">
                      PLACE BID
                    </button>
                    {/* Why not, in the policy's words (decision 0094). */}
                    <p id="bid-refusal" className="bid-panel__refusal muted">
                      {auction.bidRefusal?.message}
                      {auction.bidRefusal?.code === "PAYMENT_BLOCKED" ? (
                        <>
                          {" "}
                          <Link to={WALLET_PATH}>{LAUNCH_CLOSED_MESSAGES.toWallet}</Link>
                        </>
                      ) : null}
                    </p>
                  </>
                )
              ) : null}
              {/* Buy Now while it can be taken (decision 0136); PLACE BID's refusal already says why not. */}
              {live && !own && buyNowTarget && !auction.reserveMet ? (
                <BuyNowOffer
                  target={buyNowTarget}
                  allowed={auction.isBuyNowAllowed}
                  returnTo={returnTo}
                  onOpen={() => setBuyNowOpening((n) => n + 1)}
                />
              ) : null}
              {/* The seller's bar has no closing line; a buyer's names a Buy Now or agreed sale already. */}
              {own && auction.saleMethod && auction.status === "SOLD" && auction.wonBidPriceInPence !== null ? (
                <p className="buy-now-sold">{saleMessage(auction.wonBidPriceInPence, auction.saleMethod)}</p>
              ) : null}
              <DisputeLine auctionId={auction.id} dispute={auction.dispute} />
              {auction.isBuyerAcceptanceAllowed && loaded.acceptanceFee ? (
                <AcceptanceFacts target={acceptanceTarget} due={loaded.acceptanceFee} />
              ) : null}
              {auction.isBuyerAcceptanceAllowed ? (
                <AcceptanceButtons
                  hrefFor={(choice) => acceptanceHref(auction.id, choice, returnTo)}
                  onChoose={(choice) => setDecision((d) => ({ choice, opening: d.opening + 1 }))}
                />
              ) : null}
              {/* The counter-offer thread, for the top bidder once the seller has countered (decision 0167). */}
              <NegotiationPanel panel={negotiation} onAnswer={decided} />
              {/* While live the status bar names the maximum; after the close it is kept here. */}
              {!live && !own && auction.proxyBidInPence !== null ? (
                <p className="bid-panel__own">
                  Your organisation's maximum bid: <strong>{formatAmount(auction.proxyBidInPence)}</strong>
                </p>
              ) : null}
              {canWatch && (live || auction.isWatched) ? (
                <WatchButton auctionId={auction.id} watching={auction.isWatched} returnTo={returnTo} />
              ) : null}
              {own ? (
                <p className="detail__own">
                  This is your organisation's vehicle.{" "}
                  <Link to={`/my-vehicles/${auction.id}`}>Manage it in My Vehicles</Link>
                </p>
              ) : null}
              {/* Last in the card: it never pushes PLACE BID out of a phone's first screen. */}
              <PriceGuideLine view={priceGuide} />
            </div>
          </>
        }
      />
      <DetailAnchors auction={auction} withBids={!own} />
      <DetailSections auction={auction} bids={own ? undefined : <BidsHistory bids={auction.bids} />} mot={mot} />

      {hydrated && canBid ? (
        <BidBar
          shown={barShown && !bid.target}
          label={priceHeading(auction).label}
          amountInPence={auction.highestBidInPence}
          secondsLeft={auction.publishSecondsLeft ?? 0}
          onBid={openBid}
        />
      ) : null}
      <LazyBidDialog dialog={bid} returnTo={returnTo} onPlaced={rooms.placed} />
      {toast.element}
      {buyNowTarget ? (
        <LazyBuyNowDialog
          opening={buyNowOpening}
          target={buyNowTarget}
          returnTo={returnTo}
          onClose={closeBuyNow}
          onDone={decided}
        />
      ) : null}
      <LazyAcceptanceDialog
        choice={decision.choice}
        opening={decision.opening}
        target={acceptanceTarget}
        returnTo={returnTo}
        onClose={closeDecision}
        onDone={decided}
      />
    </div>
  );
}
