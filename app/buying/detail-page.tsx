// The auction detail of /auction/{id} and /my-bids/{id} (spec 001 section 2.5): anchored sections,
// the gallery, the auction card with the bid panel, and the winning buyer's decision.
import { useHydrated } from "remix-utils/use-hydrated";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { usePageToast } from "~/components/toast";
import { bidAmountLabel } from "~contract/bid-status-bar";
import {
  AcceptanceButtons,
  AcceptanceDialog,
  AcceptanceFacts,
  type AcceptanceActionData,
  type AcceptanceChoice,
} from "./acceptance";
import { LazyBidDialog, useBidDialog } from "./bid-dialog-lazy";
import { bidTargetOf } from "./bid-target";
import type { detailPageLoader } from "./detail-page.server";
import { Gallery } from "~/auction/detail/gallery";
import { BidsHistory } from "~/auction/detail/sections";
import { DetailAnchors, DetailSections, DetailTimes } from "~/auction/detail/detail-body";
import { formatAmount } from "~/auction/format";
import { acceptanceHref, bidHref } from "~/auction/list-url";
import { StatusBarView } from "~/auction/status-bar";
import { truncate, vehicleNameOf } from "~/auction/vehicle-name";
import { useBuyerLive } from "./use-buyer-live";
import { WatchButton } from "~/auction/watch-button";
import { detailWithRoom, roomStatusBar, useRoomStates } from "~/auction/room-overlay";

/** Title limit on the detail cards (spec 001 section 2.5). */
export const DETAIL_TITLE_MAX = 100;

const CONTACT_HIDDEN = "Contact details are shown to the winning buyer once the vehicle is sold.";

export function AuctionDetailPage() {
  const loaded = useLoaderData<typeof detailPageLoader>();
  const { mot, live, backHref, backLabel, returnTo, canWatch } = loaded;
  const toast = usePageToast();
  const rooms = useRoomStates(toast.show);
  // The room's answer to this viewer's bid, while D1's copy has not caught up (decision 0095).
  const auction = detailWithRoom(loaded.auction, rooms.states);
  const room = auction === loaded.auction ? null : rooms.states[auction.id];
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
  const decided = useCallback(
    (answer: AcceptanceActionData) => toast.show({ type: answer.ok ? "success" : "error", message: answer.message }),
    [toast.show],
  );
  // BID_PLACED and status events refresh bids and prices (spec 001 section 4.7).
  const liveStatus = useBuyerLive([auction.id]);
  // Tests wait for this before using what JavaScript adds (dialogs, infinite scroll).
  const hydrated = useHydrated();
  const [decision, setDecision] = useState<{ choice: AcceptanceChoice | null; opening: number }>({
    choice: null,
    opening: 0,
  });
  const closeDecision = useCallback(() => setDecision((d) => ({ ...d, choice: null })), []);
  const own = auction.isSellerView;
  const hasOwnBids = auction.bids.length > 0;
  // Hidden once the auction has ended, unless the viewer's organisation bid (spec 001 section 2.5).
  const showBidPanel = live || hasOwnBids;
  const buyerHidden = own && auction.status === "SOLD" ? "Payment verification in progress" : CONTACT_HIDDEN;
  return (
    <div className="page detail" data-hydrated={hydrated || undefined} data-live={hydrated ? liveStatus : undefined}>
      <p className="detail__back">
        <Link to={backHref}>← {backLabel}</Link>
      </p>
      <DetailAnchors withBids={!own} />

      <section id="photos" className="detail__top" aria-labelledby="detail-title">
        <div className="detail__gallery">
          <Gallery
            photos={auction.vehicle.vehicleMedia.photos}
            videos={auction.vehicle.vehicleMedia.videos}
            name={name}
          />
        </div>
        <aside className="detail__card card">
          <h1 id="detail-title" title={name.length > DETAIL_TITLE_MAX ? name : undefined}>
            {truncate(name, DETAIL_TITLE_MAX)}
          </h1>
          <p className="detail__subtitle">
            {[auction.vehicle.registrationPlate, auction.vehicle.derivative].filter(Boolean).join(" · ")}
          </p>
          <StatusBarView bar={statusBar} />
          <DetailTimes live={live} secondsLeft={auction.publishSecondsLeft} endsOn={auction.endsOn} />
          {showBidPanel ? (
            <div className="bid-panel" data-testid="bid-panel">
              <div className="bid-panel__price">
                <span className="price-label">{bidAmountLabel(auction.type, auction.reserveMet)}</span>
                <strong className="price-amount">
                  {auction.highestBidInPence === null ? "No bids yet" : formatAmount(auction.highestBidInPence)}
                </strong>
                <span className="muted">
                  {auction.bidCount === 1 ? "1 bid" : `${auction.bidCount.toLocaleString("en-GB")} bids`}
                </span>
              </div>
              {!own && auction.proxyBidInPence !== null ? (
                <p className="bid-panel__own">
                  Your organisation's maximum bid: <strong>{formatAmount(auction.proxyBidInPence)}</strong>
                </p>
              ) : null}
              {live && !own ? (
                auction.isBiddingAllowed ? (
                  <Link
                    to={bidHref(auction.id, returnTo)}
                    className="button button--block"
                    onClick={(event) => {
                      event.preventDefault();
                      bid.open(bidTargetOf(auction));
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
                    </p>
                  </>
                )
              ) : null}
              {auction.isBuyerAcceptanceAllowed ? <AcceptanceFacts target={acceptanceTarget} /> : null}
              {auction.isBuyerAcceptanceAllowed ? (
                <AcceptanceButtons
                  hrefFor={(choice) => acceptanceHref(auction.id, choice, returnTo)}
                  onChoose={(choice) => setDecision((d) => ({ choice, opening: d.opening + 1 }))}
                />
              ) : null}
            </div>
          ) : null}
          {canWatch && (live || auction.isWatched) ? (
            <WatchButton
              auctionId={auction.id}
              watching={auction.isWatched}
              returnTo={returnTo}
              className="detail__watch"
            />
          ) : null}
          {own ? (
            <p className="detail__own">
              This is your organisation's vehicle.{" "}
              <Link to={`/my-vehicles/${auction.id}`}>Manage it in My Vehicles</Link>
            </p>
          ) : null}
        </aside>
      </section>

      <DetailSections
        auction={auction}
        contactHidden={CONTACT_HIDDEN}
        buyerHidden={buyerHidden}
        bids={own ? undefined : <BidsHistory bids={auction.bids} />}
        mot={mot}
      />

      <LazyBidDialog
        target={bid.target}
        opening={bid.opening}
        returnTo={returnTo}
        onClose={bid.close}
        onPlaced={rooms.placed}
      />
      {toast.element}
      {/* Mounted while the answer arrives, although the revalidated auction no longer offers the choice. */}
      <AcceptanceDialog
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
