// The loader behind /auction/{id} and /my-bids/{id}: the viewer's detail, its status bar, and the
// list to go back to.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bidStatusBar } from "~contract/bid-status-bar";
import { requireUser } from "~/sessions/guards.server";
import { headerUser } from "~/sessions/header-user";
import { auctionIdParam, loadAuctionWith } from "~/auction/detail.server";
import { motHistoryViewOf } from "~/auction/detail/mot-history.server";
import { priceGuideViewOf } from "~/auction/price-guide.server";
import { isNegotiating } from "~/auction/negotiation";
import { negotiationPanel } from "~/auction/negotiation-panel.server";
import { backToListHref, FROM_PARAM, listPathFrom } from "~/auction/list-url";
import { feeDue } from "./fee-due";

const BACK_LABELS: [string, string][] = [
  ["/my-bids", "Back to My Bids"],
  ["/my-vehicles", "Back to My Vehicles"],
  ["/dashboard", "Back to Dashboard"],
  ["/search", "Back to Live Auctions"],
];

export async function detailPageLoader(
  { request, params, context }: LoaderFunctionArgs,
  defaultList: "/search" | "/my-bids",
) {
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  // One API call: the detail with its MOT history and price guide (decision 0179). They leave the
  // page data apart from the auction, so the page's HTML carries each once.
  const {
    motHistory,
    motHistoryError,
    priceGuide: guide,
    ...auction
  } = await loadAuctionWith(request, context, viewer, id, "motHistory,priceGuide");
  const mot = motHistoryViewOf({ motHistory, motHistoryError });
  // Left out: the guide could not be read (no line); null: under 5 sales (the line says so).
  const priceGuide = guide === undefined ? null : priceGuideViewOf(guide);
  const url = new URL(request.url);
  const from = listPathFrom(url.searchParams.get(FROM_PARAM), defaultList);
  // PUBLISHED and before its end.
  const live = auction.status === "PUBLISHED" && (auction.publishSecondsLeft ?? 0) > 0;
  return {
    auction,
    mot,
    priceGuide,
    live,
    statusBar: bidStatusBar({
      status: auction.status,
      type: auction.type,
      live,
      highestBidInPence: auction.highestBidInPence,
      bidCount: auction.bidCount,
      wonBidPriceInPence: auction.wonBidPriceInPence,
      // The API names the viewer organisation's own maximum proxyBidInPence.
      viewerMaxInPence: auction.proxyBidInPence,
      viewerIsLeader: auction.isWinner,
      isSellerOrganization: auction.isSellerView,
      negotiating: isNegotiating(auction.negotiation),
      saleMethod: auction.saleMethod,
    }),
    backHref: backToListHref(from, id),
    backLabel: BACK_LABELS.find(([prefix]) => from.startsWith(prefix))?.[1] ?? "Back",
    /** This page's own URL, where a bid or a decision made here comes back to. */
    returnTo: url.pathname + url.search,
    /** The counter-offer thread's panel, for the top bidder (decision 0167). */
    negotiation: negotiationPanel(auction, url.pathname + url.search),
    /** A buyer may watch it (decision 0041). */
    canWatch: headerUser(viewer.claims).isBuyer && !auction.isSellerView,
    /** The fee accepting charges the winner now, at the price it was won at (decision 0229). */
    acceptanceFee: auction.isBuyerAcceptanceAllowed
      ? feeDue(auction.highestBidInPence ?? 0, headerUser(viewer.claims).freeTrialEndsOn)
      : null,
  };
}
