// /my-vehicles/{id}, the auction from the seller's side (spec 001 sections 2.5, 2.6 and 4.2): step 1
// is the detail with the seller's actions, step 2 (?step=launch) the 'Launch Vehicle' form. The
// seller stream keeps it current: a bid or a status change reads the auction again; a delete
// elsewhere goes back to the list; on the launch step, the auction going live goes to My Vehicles.
import { Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { bidStatusBar } from "~contract/bid-status-bar";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { usePageToast } from "~/components/toast";
import { Facts } from "~/components/facts";
import { DetailAnchors, DetailSections } from "~/auction/detail/detail-body";
import { DETAIL_TITLE_MAX, DetailSummary, DetailTop } from "~/auction/detail/detail-top";
import { formatAmount } from "~/auction/format";
import { truncate, vehicleNameOf } from "~/auction/vehicle-name";
import { useLiveEvents } from "~/live/use-live-events";
import { LaunchFormLazy } from "./launch-form-lazy";
import { PriceGuideLine } from "~/auction/price-guide";
import { NegotiationPanel } from "~/auction/negotiation-panel";
import { SellerPanel } from "./seller-panel";
import type { SellerAction } from "./seller-actions";
import type { SellerActionAnswer } from "./seller-detail.server";
import { listAfterDelete, VEHICLE_FILTER_ANCHOR } from "./selling-filters";
import type { sellerDetailLoader, sellerDetailAction } from "./seller-detail-route.server";

// Fetched on the first action, then kept mounted while its answer arrives. Written here rather than
// with components/lazy-dialog.tsx: this page is at its JavaScript ceiling (decision 0133), and the
// shared helper's chunk put it 72 bytes over (decision 0216).
const ConfirmDialog = lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

const SHOWS_DURATION = ["DRAFT", "ENDED", "CANCELLED"];

export function SellerDetailPage() {
  const { auction, mot, priceGuide, step, hasGroup, today, backHref, backLabel, negotiation } =
    useLoaderData<typeof sellerDetailLoader>();
  const actionData = useActionData<typeof sellerDetailAction>();
  const a = auction;
  const name = vehicleNameOf(a.vehicle);
  const navigate = useNavigate();
  const toast = usePageToast();
  const showToast = toast.show;
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
      if (answer.message) showToast({ type: answer.ok ? "success" : "error", message: answer.message });
    },
    [showToast],
  );
  // A counter-offer move's answer from its dialog (decision 0184).
  const answered = useCallback(
    (answer: { ok: boolean; message: string }) =>
      showToast({ type: answer.ok ? "success" : "error", message: answer.message }),
    [showToast],
  );
  const launching = step === "launch";
  const { status: live } = useLiveEvents({
    stream: "seller",
    auctionIds: [a.id],
    // Refetched until it has the bids of the latest event, which comes before D1's copy (decision 0201).
    shown: [a],
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
    negotiating: negotiation?.negotiating ?? false,
  });
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
          <LaunchFormLazy
            auction={a}
            hasGroup={hasGroup}
            today={today}
            lastResult={actionData?.result}
            cancelHref={`/my-vehicles/${a.id}`}
            priceGuide={<PriceGuideLine view={priceGuide} />}
          />
        </section>
      ) : (
        <>
          <DetailTop
            auction={a}
            card={
              <>
                <DetailSummary
                  auction={a}
                  statusBar={bar}
                  live={isLive}
                  showPrice={a.status !== "DRAFT"}
                  durationMinutes={SHOWS_DURATION.includes(a.status) ? a.timeOption : null}
                />
                {/* The actions before the seller's own prices, so they sit in a phone's first screen. */}
                <SellerPanel
                  auction={a}
                  onConfirm={hydrated ? (action) => setConfirm((c) => ({ action, opening: c.opening + 1 })) : undefined}
                />
                <NegotiationPanel panel={negotiation} onAnswer={answered} />
                <SellerPrices auction={a} />
                <PriceGuideLine view={priceGuide} />
              </>
            }
          />
          <DetailAnchors auction={a} withBids={false} />
          <DetailSections auction={a} mot={mot ?? { history: null, problem: null, today }} />
          {confirm.opening ? (
            <Suspense fallback={null}>
              <ConfirmDialog
                action={confirm.action}
                opening={confirm.opening}
                target={a}
                onClose={closeConfirm}
                onDone={done}
              />
            </Suspense>
          ) : null}
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
  return rows.length ? <Facts rows={rows} className="detail__times seller-prices" /> : null;
}
