// The auction as one viewer may see it (spec 001 section 3): flags computed for that viewer, only
// their organisation's bids and maximum, contact details only after a sale to the parties.
import { minimumNextBidFromSummary, reserveMetAt } from "../../contract/bidding-rules";
import { bidStatusMessageFromSummary, type ViewerPriceSummary } from "../../contract/bid-status-bar";
import { FREE_LAUNCHES_PER_TRANSACTION, MAX_BIDS_PER_AUCTION } from "../../contract/auctions";
import { bidRefusal, buyNowRefusal, can, isSellerOrganization, type AuctionFacts } from "../../contract/policy";
import type { Viewer } from "./viewer";
import type { AuctionRow, DetailData } from "./detail-queries";
import { vehicleView } from "./vehicle-view";

import type { AuctionDetail, ContactView } from "../../contract/dto/auction-detail";
import type { DisputeSummary } from "../../contract/disputes";
import { BUYER_FEE_BANDS } from "../../contract/fees";
import { closingLineMethod, salePriceOf } from "../../contract/sale-price";
import { negotiationView, type FeeBand, type NegotiationView } from "../../contract/negotiation";
import { threadOf } from "../../contract/counter-offer-schemas";
import type { OfferSide } from "../../contract/counter-offers";

export interface ViewInput {
  data: DetailData;
  viewer: Viewer;
  nowMs: number;
  isDraftValid: boolean;
  seller: ContactView | null;
  buyer: ContactView | null;
  /** On the viewer's own watchlist. */
  isWatched: boolean;
  /** The sale's dispute line, for its two parties (./dispute-summary.ts). */
  dispute?: DisputeSummary | null;
  /** The seller's fee settings, read only when the seller's side of a negotiation is shown. */
  sellerFeeBands?: FeeBand[];
}

/** Which side of the sale this viewer may act for, if any (the acceptance roles). */
export function negotiationSide(viewer: Viewer, facts: AuctionFacts): OfferSide | null {
  if (can(viewer, "act-for-seller", facts)) return "SELLER";
  return can(viewer, "act-for-buyer", facts) ? "BUYER" : null;
}

/** The counter-offer thread as this viewer sees it (decision 0167); null for anyone but the parties. */
function negotiationOf(input: ViewInput, facts: AuctionFacts, open: boolean): NegotiationView | null {
  const a = input.data.auction;
  if (a.status !== "TO_ACCEPT" && !a.offerThread) return null;
  const side = negotiationSide(input.viewer, facts);
  if (side === null) return null;
  return negotiationView({
    side,
    thread: threadOf(a.offerThread),
    open: a.status === "TO_ACCEPT" && open,
    bestBidInPence: a.highestBidInPence ?? 0,
    reserveInPence: a.type === "PHYSICAL" ? a.minimumPriceInPence : null,
    deadline: a.acceptanceDeadline,
    feeBands: side === "BUYER" ? [...BUYER_FEE_BANDS] : (input.sellerFeeBands ?? []),
  });
}

/** Whose contact details this viewer may see (spec 001 sections 4.2, 4.3 and 6). */
export function contactsVisible(viewer: Viewer, a: AuctionRow): { seller: boolean; buyer: boolean } {
  return { seller: can(viewer, "see-seller-contact", a), buyer: can(viewer, "see-buyer-contact", a) };
}

export function mediaUrl(r2Key: string): string {
  return `/media/${r2Key}`;
}

/** Live: the countdown. Drafts, ended and cancelled: the chosen duration (spec 001 section 4.1). */
function secondsLeft(a: AuctionRow, endsMs: number | null, nowMs: number): number | null {
  if (a.status === "PUBLISHED" && endsMs !== null) return Math.max(0, Math.floor((endsMs - nowMs) / 1000));
  if (a.status === "DRAFT" || a.status === "ENDED" || a.status === "CANCELLED") {
    return a.timeOption === null ? null : a.timeOption * 60;
  }
  return 0;
}

export function buildAuctionView(input: ViewInput): AuctionDetail {
  const { data, viewer, nowMs } = input;
  const a = data.auction;
  const own = isSellerOrganization(viewer, a);
  const pricing = { type: a.type ?? "TRYING_TO_DEAL", minimumPriceInPence: a.minimumPriceInPence } as const;
  const viewerMax = data.viewerBids.reduce<number | null>(
    (m, b) => (m === null || b.amountInPence > m ? b.amountInPence : m),
    null,
  );
  const isLeader = !own && viewer.organizationId !== null && viewer.organizationId === a.winnerOrganizationId;
  const summary: ViewerPriceSummary = {
    highestBidInPence: a.highestBidInPence,
    bidCount: a.bidCount,
    viewerIsLeader: isLeader,
    viewerMaxInPence: viewerMax,
  };
  const endsMs = a.endsOn === null ? null : Date.parse(a.endsOn);
  const live = a.status === "PUBLISHED" && endsMs !== null && nowMs < endsMs;
  const deadlineOpen = a.acceptanceDeadline !== null && nowMs < Date.parse(a.acceptanceDeadline);
  const reserveMet = reserveMetAt(a.highestBidInPence, pricing);
  const closed = !live && a.status !== "DRAFT";
  // The facts at this moment, so the flags below are the policy's answers for this viewer.
  const facts: AuctionFacts = {
    ...a,
    live,
    reserveMet,
    acceptanceOpen: deadlineOpen,
    bidCount: a.bidCount,
    negotiating: !!a.offerThread,
  };
  const refused = bidRefusal(viewer, facts);
  // The price a dispute settled the sale at, where it did (decision 0255).
  const salePrice = salePriceOf(a);
  const soldAs =
    a.status === "SOLD"
      ? { method: closingLineMethod(a.saleMethod, a.settledPriceInPence !== null), priceInPence: salePrice }
      : null;
  const buyNowRefused = a.buyNowPriceInPence === null ? null : buyNowRefusal(viewer, facts);
  return {
    id: a.id,
    version: a.version,
    status: a.status,
    type: a.type,
    endsOn: a.endsOn,
    launchedOn: a.launchedOn,
    // The seller's organisation never sees buyers' maxima; a buyer sees only their organisation's.
    bids: own ? [] : data.viewerBids,
    proxyBidInPence: own ? null : viewerMax,
    highestBidInPence: a.highestBidInPence,
    wonBidPriceInPence: salePrice,
    // A reserve is the seller's secret; a no-reserve minimum is the public opening price.
    minimumPriceInPence: own || a.type === "MINIMUM_PRICE" ? a.minimumPriceInPence : null,
    autoAcceptPriceInPence: own ? a.autoAcceptPriceInPence : null,
    shouldPriceBeGreen: own ? reserveMet : isLeader,
    publishSecondsLeft: secondsLeft(a, endsMs, nowMs),
    isBiddingAllowed: refused === null,
    bidRefusal: refused && { code: refused.code, message: refused.message },
    isCancellationAllowed: can(viewer, "cancel", facts),
    isSellerAcceptanceAllowed: can(viewer, "accept", facts),
    isBuyerAcceptanceAllowed: can(viewer, "accept-as-winner", facts),
    isRepublishAllowed: can(viewer, "relaunch", facts),
    isDraftValid: a.status === "DRAFT" && input.isDraftValid,
    isFreeRepublishAvailable: a.launchCount < FREE_LAUNCHES_PER_TRANSACTION,
    timeOption: a.timeOption,
    publishTarget: a.publishTarget,
    tryingToDealDeliveredOn: a.tryingToDealDeliveryDate,
    tryingToDealDeliveredDateType: a.tryingToDealDeliveryDateType,
    organizationId: a.organizationId,
    seller: input.seller,
    buyer: input.buyer,
    location: data.location,
    vehicle: vehicleView(data),
    bidCount: a.bidCount,
    bidsLeft: Math.max(0, MAX_BIDS_PER_AUCTION - a.bidCount),
    reserveMet,
    minimumBidInPence: minimumNextBidFromSummary(summary, pricing),
    bidStatusMessage: own ? null : bidStatusMessageFromSummary(summary, closed, soldAs),
    isSellerView: own,
    isWatched: input.isWatched,
    isWinner: isLeader,
    acceptanceDeadline: a.acceptanceDeadline,
    launchCount: a.launchCount,
    buyNowPriceInPence: a.buyNowPriceInPence,
    isBuyNowAllowed: a.buyNowPriceInPence !== null && buyNowRefused === null,
    buyNowRefusal: buyNowRefused && { code: buyNowRefused.code, message: buyNowRefused.message },
    // Worded as its closing line: a price a dispute settled is an agreed one (decision 0255).
    saleMethod: soldAs ? soldAs.method : a.saleMethod,
    dispute: input.dispute ?? null,
    negotiation: negotiationOf(input, facts, deadlineOpen),
  };
}
