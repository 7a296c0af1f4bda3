// /my-vehicles/{id}, the auction from the seller's side (spec 001 sections 2.5, 2.6 and 4.2): step 1
// is the detail with the seller's actions, step 2 (?step=launch) the 'Launch Vehicle' form. The
// seller stream keeps it current: a bid or a status change reads the auction again; a delete
// elsewhere goes back to the list; on the launch step, the auction going live goes to My Vehicles.
import { Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { bidAmountLabel, bidStatusBar } from "~contract/bid-status-bar";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { usePageToast } from "~/components/toast";
import { Gallery } from "~/auction/detail/gallery";
import { Facts } from "~/auction/detail/sections";
import { DetailAnchors, DetailSections, DetailTimes } from "~/auction/detail/detail-body";
import { formatAmount } from "~/auction/format";
import { StatusBarView } from "~/auction/status-bar";
import { truncate, vehicleNameOf } from "~/auction/vehicle-name";
import { useLiveEvents } from "~/live/use-live-events";
import { SELLER_ACTION_MESSAGES } from "~contract/messages/auction";
import { ConfirmDialog } from "./confirm-form";
import { LaunchForm } from "./launch-form";
import { SellerPanel } from "./seller-panel";
import type { SellerAction } from "./seller-actions";
import type { SellerActionAnswer } from "./seller-detail.server";
import { listAfterDelete, VEHICLE_FILTER_ANCHOR } from "./selling-filters";
import type { sellerDetailLoader, sellerDetailAction } from "./seller-detail-route.server";

const DETAIL_TITLE_MAX = 100;
const BUYER_HIDDEN = "Buyer details are shown once the vehicle is sold.";
const SHOWS_DURATION = ["DRAFT", "ENDED", "CANCELLED"];

export function SellerDetailPage() {
  const { auction, mot, step, hasGroup, today, backHref, backLabel } = useLoaderData<typeof sellerDetailLoader>();
  const actionData = useActionData<typeof sellerDetailAction>();
  const a = auction;
  const name = vehicleNameOf(a.vehicle);
  const navigate = useNavigate();
  const toast = usePageToast();
  const hydrated = useHydrated();
  const [confirm, setConfirm] = useState<{ action: SellerAction | null; opening: number }>({
    action: null,
    opening: 0,
  });
  const navigation = useNavigation();
  const submitting = useRef(false);
  submitting.current = navigation.state !== "idle";
  const confirmOpen = useRef(false);
  confirmOpen.current = confirm.action !== null;
  const closeConfirm = useCallback(() => setConfirm((c) => ({ ...c, action: null })), []);
  const done = useCallback(
    (answer: SellerActionAnswer) => {
      if (answer.message) toast.show({ type: answer.ok ? "success" : "error", message: answer.message });
    },
    [toast.show],
  );
  const launching = step === "launch";
  const { status: live } = useLiveEvents({
    stream: "seller",
    auctionIds: [a.id],
    // The launch form keeps what the dealer typed; the list shows the launched auction.
    revalidate: !launching,
    onEvent(event) {
      if (event.auctionId !== a.id) return;
      // Our own LAUNCH redirects by itself (with its message); the event covers a launch elsewhere.
      if (launching && event.type === "AUCTION_PUBLISHED" && !submitting.current)
        navigate(`/my-vehicles#${VEHICLE_FILTER_ANCHOR}`);
      // A delete from this page's own dialog redirects by itself (with its message).
      if (!launching && event.type === "AUCTION_DELETED" && !confirmOpen.current) navigate(listAfterDelete(a.status));
    },
  });
  const isLive = a.status === "PUBLISHED" && (a.publishSecondsLeft ?? 0) > 0;
  const bar = bidStatusBar({
    status: a.status,
    type: a.type,
    live: isLive,
    highestBidInPence: a.highestBidInPence,
    bidCount: a.bidCount,
    wonBidPriceInPence: a.wonBidPriceInPence,
    viewerMaxInPence: null,
    viewerIsLeader: false,
    isSellerOrganization: true,
  });
  const buyerHidden = a.status === "SOLD" ? SELLER_ACTION_MESSAGES.paymentPending : BUYER_HIDDEN;
  return (
    <div
      className="page detail seller-detail"
      data-hydrated={hydrated || undefined}
      data-live={hydrated ? live : undefined}
      data-status={a.status}
      data-version={a.version}
    >
      <p className="detail__back">
        {launching ? (
          <Link to={`/my-vehicles/${a.id}`}>← Back to the vehicle</Link>
        ) : (
          <Link to={backHref}>← {backLabel}</Link>
        )}
      </p>
      {launching ? (
        <section className="narrow" aria-labelledby="detail-title">
          <h1 id="detail-title">{truncate(name, DETAIL_TITLE_MAX)}</h1>
          <LaunchForm
            auction={a}
            hasGroup={hasGroup}
            today={today}
            lastResult={actionData?.result}
            cancelHref={`/my-vehicles/${a.id}`}
          />
        </section>
      ) : (
        <>
          <DetailAnchors withBids={false} />
          <section id="photos" className="detail__top" aria-labelledby="detail-title">
            <div className="detail__gallery">
              <Gallery photos={a.vehicle.vehicleMedia.photos} videos={a.vehicle.vehicleMedia.videos} name={name} />
            </div>
            <aside className="detail__card card">
              <h1 id="detail-title" title={name.length > DETAIL_TITLE_MAX ? name : undefined}>
                {truncate(name, DETAIL_TITLE_MAX)}
              </h1>
              <p className="detail__subtitle">
                {[a.vehicle.registrationPlate, a.vehicle.derivative].filter(Boolean).join(" · ")}
              </p>
              <StatusBarView bar={bar} />
              <DetailTimes
                live={isLive}
                secondsLeft={a.publishSecondsLeft}
                endsOn={a.endsOn}
                durationMinutes={SHOWS_DURATION.includes(a.status) ? a.timeOption : null}
              />
              {a.status !== "DRAFT" ? (
                <div className="bid-panel" data-testid="bid-panel">
                  <div className="bid-panel__price">
                    <span className="price-label">{bidAmountLabel(a.type, a.reserveMet)}</span>
                    <strong className={a.shouldPriceBeGreen ? "price-amount price-amount--green" : "price-amount"}>
                      {a.highestBidInPence === null ? "No bids yet" : formatAmount(a.highestBidInPence)}
                    </strong>
                    <span className="muted" data-testid="bid-count">
                      {a.bidCount === 1 ? "1 bid" : `${a.bidCount.toLocaleString("en-GB")} bids`}
                    </span>
                  </div>
                </div>
              ) : null}
              <SellerPrices auction={a} />
              <SellerPanel
                auction={a}
                onConfirm={hydrated ? (action) => setConfirm((c) => ({ action, opening: c.opening + 1 })) : undefined}
              />
            </aside>
          </section>
          <DetailSections
            auction={a}
            contactHidden="Not specified"
            buyerHidden={buyerHidden}
            mot={mot ?? { history: null, problem: null }}
          />
          <ConfirmDialog
            action={confirm.action}
            opening={confirm.opening}
            target={a}
            onClose={closeConfirm}
            onDone={done}
          />
        </>
      )}
      {toast.element}
    </div>
  );
}

/** The seller's own settings: only their organisation ever sees the reserve and the auto-accept price. */
function SellerPrices({ auction: a }: { auction: AuctionDetail }) {
  const rows: [string, string][] = [];
  if (a.type === "PHYSICAL" && a.minimumPriceInPence !== null)
    rows.push(["Reserve price", formatAmount(a.minimumPriceInPence)]);
  if (a.type === "MINIMUM_PRICE" && a.minimumPriceInPence !== null)
    rows.push(["Minimum price", formatAmount(a.minimumPriceInPence)]);
  if (a.autoAcceptPriceInPence !== null) rows.push(["Auto accept price", formatAmount(a.autoAcceptPriceInPence)]);
  if (a.status === "SOLD" && a.wonBidPriceInPence !== null) rows.push(["Sold for", formatAmount(a.wonBidPriceInPence)]);
  return rows.length ? <Facts rows={rows} className="detail__times seller-prices" /> : null;
}
