// What the room shows of itself, read from its own state (decision 0050): the facts the contract's
// policy reads, the bidder's view (decision 0095) and the snapshot its RPC answers carry. The
// transitions themselves are in room-state.ts.
import { MAX_BIDS_PER_AUCTION } from "../../contract/auctions";
import {
  auctionPrice,
  minimumNextBidFromSummary,
  reserveMet,
  viewerSummary,
  type BiddingState,
} from "../../contract/bidding-rules";
import type { BidRoomState } from "../../contract/dto/bid";
import type { AuctionFacts } from "../../contract/policy";
import { pricing, type RoomAuction } from "./room-state";
import type { RoomSnapshot } from "./room-types";

/** The facts the contract's policy reads, from the room's own state (decision 0050): no D1 read. */
export function policyFacts(a: RoomAuction, bidding: BiddingState, now: number): AuctionFacts {
  return {
    status: a.status,
    publishTarget: a.publishTarget,
    organizationId: a.sellerOrganizationId,
    sellerId: a.sellerId,
    groupId: a.groupId,
    winnerOrganizationId: a.winnerOrganizationId,
    winnerBidderId: a.winnerBidderId,
    live: a.status === "PUBLISHED" && a.endsOn !== null && now < a.endsOn,
    reserveMet: reserveMet(bidding, pricing(a)),
    acceptanceOpen: a.acceptanceDeadline !== null && now < a.acceptanceDeadline,
    bidCount: bidding.ledger.length,
    buyNowPriceInPence: a.buyNowPriceInPence ?? null,
    negotiating: (a.offers?.length ?? 0) > 0,
  };
}

/** The room's state as one organisation sees it: a bid's answer and the bid form (decision 0095). */
export function bidStateOf(a: RoomAuction, bidding: BiddingState, organizationId: number | null): BidRoomState {
  const p = pricing(a);
  const summary = viewerSummary(bidding, p, organizationId === null ? null : String(organizationId));
  return {
    auctionId: a.id,
    status: a.status,
    endsOn: isoOf(a.endsOn),
    highestBidInPence: summary.highestBidInPence,
    bidCount: summary.bidCount,
    bidsLeft: Math.max(0, MAX_BIDS_PER_AUCTION - summary.bidCount),
    reserveMet: reserveMet(bidding, p),
    viewerMaxInPence: summary.viewerMaxInPence,
    viewerIsLeader: summary.viewerIsLeader,
    minimumBidInPence: minimumNextBidFromSummary(summary, p),
  };
}

const isoOf = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What the room answers about itself (RPC results, tests). */
export function snapshotOf(a: RoomAuction, bidding: BiddingState, nowMs: number): RoomSnapshot {
  const price = auctionPrice(bidding, pricing(a));
  return {
    id: a.id,
    status: a.status,
    type: a.type,
    version: a.version,
    publishTarget: a.publishTarget,
    groupId: a.groupId,
    sellerOrganizationId: a.sellerOrganizationId,
    minimumPriceInPence: a.minimumPriceInPence,
    autoAcceptPriceInPence: a.autoAcceptPriceInPence,
    buyNowPriceInPence: a.buyNowPriceInPence ?? null,
    saleMethod: a.saleMethod ?? null,
    launchedOn: isoOf(a.launchedOn),
    endsOn: isoOf(a.endsOn),
    acceptanceDeadline: isoOf(a.acceptanceDeadline),
    soldOn: isoOf(a.soldOn),
    highestBidInPence: price.highestBidInPence,
    bidCount: price.bidCount,
    winnerBidderId: a.winnerBidderId,
    winnerOrganizationId: a.winnerOrganizationId,
    wonBidPriceInPence: a.wonBidPriceInPence,
    launchCount: a.launchCount,
    reserveMet: reserveMet(bidding, pricing(a)),
    offers: a.offers ?? [],
    now: new Date(nowMs).toISOString(),
  };
}
