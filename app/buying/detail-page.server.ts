// The loader behind /auction/{id} and /my-bids/{id}: the viewer's detail, its status bar, and the
// list to go back to.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { bidStatusBar } from "~contract/bid-status-bar";
import { requireUser } from "~/sessions/guards.server";
import { headerUser } from "~/sessions/header-user";
import { auctionIdParam, loadAuction } from "~/auction/detail.server";
import { loadMotHistory } from "~/auction/detail/mot-history.server";
import { loadPriceGuide } from "~/auction/price-guide.server";
import { isNegotiating } from "~/auction/negotiation";
import { negotiationPanel } from "~/auction/negotiation-panel.server";
import { backToListHref, FROM_PARAM, listPathFrom } from "~/auction/list-url";

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
  const [auction, mot, priceGuide] = await Promise.all([
    loadAuction(request, context, viewer, id),
    loadMotHistory(request, context, viewer, id),
    loadPriceGuide(request, context, viewer, id),
  ]);
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
    }),
    backHref: backToListHref(from, id),
    backLabel: BACK_LABELS.find(([prefix]) => from.startsWith(prefix))?.[1] ?? "Back",
    /** This page's own URL, where a bid or a decision made here comes back to. */
    returnTo: url.pathname + url.search,
    /** The counter-offer thread's panel, for the top bidder (decision 0167). */
    negotiation: negotiationPanel(auction, url.pathname + url.search),
    /** A buyer may watch it (decision 0041). */
    canWatch: headerUser(viewer.claims).isBuyer && !auction.isSellerView,
  };
}
