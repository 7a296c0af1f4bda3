// Proxy (maximum) bidding rules. Pure: no I/O and no clock — callers pass the
// time in — so the same code runs in the auction Durable Object, the API
// handlers, the UI and the tests. Money is integer pence throughout.
import {
  BID_INCREMENT_IN_PENCE,
  FALLBACK_MINIMUM_BID_IN_PENCE,
  MAX_BIDS_PER_AUCTION,
  type AuctionStatus,
  type AuctionType,
  type PublishTarget,
} from "./auctions";
import { BID_ERROR_MESSAGES, tooLowMessage } from "./messages/bidding";
import { bidStatusMessageFromSummary, type ViewerPriceSummary } from "./bid-status-bar";
import { bidMomentRefusal, type BidMomentCode } from "./policy";

export interface LedgerEntry {
  id: string;
  bidderId: string;
  bidderOrganizationId: string;
  amountInPence: number;
  /** Ledger order; on equal maxima the lower seq (earlier bid) wins. */
  seq: number;
  /** Epoch ms. */
  at: number;
}

/** An organisation's standing: its highest maximum and the ledger entry that first set it. */
export interface OrgMaximum {
  bidId: string;
  bidderId: string;
  bidderOrganizationId: string;
  maxInPence: number;
  seq: number;
}

/**
 * Plain JSON-safe object. Everything except `ledger` is derivable from it
 * (see rebuildState) but is kept incrementally so a bid never rescans.
 */
export interface BiddingState {
  ledger: LedgerEntry[];
  orgMaxima: Record<string, OrgMaximum>;
  leaderOrgId: string | null;
  runnerUpOrgId: string | null;
}

export interface PricingAuction {
  type: AuctionType;
  minimumPriceInPence: number | null;
}

export interface AuctionPrice {
  highestBidInPence: number | null;
  bidCount: number;
  leader: OrgMaximum | null;
  orgMaxima: Record<string, OrgMaximum>;
}

export function openingMinimumInPence(auction: PricingAuction): number {
  const min = auction.minimumPriceInPence ?? 0;
  return auction.type === "MINIMUM_PRICE" && min > 0 ? min : FALLBACK_MINIMUM_BID_IN_PENCE;
}

/** Only PHYSICAL auctions have a reserve; for the other types the minimum price means something else. */
export function reserveInPence(auction: PricingAuction): number | null {
  const min = auction.minimumPriceInPence ?? 0;
  return auction.type === "PHYSICAL" && min > 0 ? min : null;
}

function lookup(maxima: Record<string, OrgMaximum>, orgId: string | null): OrgMaximum | null {
  // hasOwn so an org id like "constructor" cannot hit Object.prototype.
  return orgId !== null && Object.hasOwn(maxima, orgId) ? maxima[orgId] : null;
}

function outranks(a: OrgMaximum, b: OrgMaximum | null): boolean {
  return b === null || a.maxInPence > b.maxInPence || (a.maxInPence === b.maxInPence && a.seq < b.seq);
}

function toOrgMaximum(e: LedgerEntry): OrgMaximum {
  const { id: bidId, bidderId, bidderOrganizationId, amountInPence: maxInPence, seq } = e;
  return { bidId, bidderId, bidderOrganizationId, maxInPence, seq };
}

export function emptyBiddingState(): BiddingState {
  return { ledger: [], orgMaxima: {}, leaderOrgId: null, runnerUpOrgId: null };
}

/** Full rescan, for rehydrating from stored bids and for cross-checking in tests. O(n). */
export function rebuildState(ledger: readonly LedgerEntry[]): BiddingState {
  // A Map, not `obj[id] = …`, so an id of "__proto__" stays an ordinary key.
  const byOrg = new Map<string, OrgMaximum>();
  for (const e of ledger) {
    const candidate = toOrgMaximum(e);
    if (outranks(candidate, byOrg.get(e.bidderOrganizationId) ?? null)) byOrg.set(e.bidderOrganizationId, candidate);
  }
  let leader: OrgMaximum | null = null;
  let runnerUp: OrgMaximum | null = null;
  for (const m of byOrg.values()) {
    if (outranks(m, leader)) [leader, runnerUp] = [m, leader];
    else if (outranks(m, runnerUp)) runnerUp = m;
  }
  return {
    ledger: [...ledger],
    orgMaxima: Object.fromEntries(byOrg),
    leaderOrgId: leader?.bidderOrganizationId ?? null,
    runnerUpOrgId: runnerUp?.bidderOrganizationId ?? null,
  };
}

/**
 * O(1) apart from copying. Maxima only ever rise, so the new top two must be
 * among the old top two plus the bidding org; nobody else moved.
 */
function appendEntry(state: BiddingState, entry: LedgerEntry): BiddingState {
  const ledger = [...state.ledger, entry];
  const orgId = entry.bidderOrganizationId;
  const previous = lookup(state.orgMaxima, orgId);
  if (previous !== null && previous.maxInPence >= entry.amountInPence) return { ...state, ledger };
  const next = toOrgMaximum(entry);
  let { leaderOrgId, runnerUpOrgId } = state;
  if (orgId !== leaderOrgId) {
    if (outranks(next, lookup(state.orgMaxima, leaderOrgId))) {
      runnerUpOrgId = leaderOrgId;
      leaderOrgId = orgId;
    } else if (outranks(next, lookup(state.orgMaxima, runnerUpOrgId))) {
      runnerUpOrgId = orgId;
    }
  }
  return { ledger, orgMaxima: { ...state.orgMaxima, [orgId]: next }, leaderOrgId, runnerUpOrgId };
}

function visiblePrice(top: OrgMaximum | null, second: OrgMaximum | null, auction: PricingAuction): number | null {
  if (top === null) return null;
  const opening = openingMinimumInPence(auction);
  let price = second === null ? opening : Math.min(top.maxInPence, second.maxInPence + BID_INCREMENT_IN_PENCE);
  price = Math.max(price, opening);
  const reserve = reserveInPence(auction);
  // A maximum that covers the reserve must show as reserve-met, or the auction
  // could close "reserve not met" while a bidder had offered enough.
  if (reserve !== null && top.maxInPence >= reserve) price = Math.max(price, reserve);
  return Math.min(price, top.maxInPence);
}

/** Price from the incrementally kept state: O(1). */
export function auctionPrice(state: BiddingState, auction: PricingAuction): AuctionPrice {
  const leader = lookup(state.orgMaxima, state.leaderOrgId);
  return {
    highestBidInPence: visiblePrice(leader, lookup(state.orgMaxima, state.runnerUpOrgId), auction),
    bidCount: state.ledger.length,
    leader,
    orgMaxima: state.orgMaxima,
  };
}

/** Price from scratch: O(n). Same answer as auctionPrice(rebuildState(ledger), auction). */
export function deriveAuctionPrice(ledger: readonly LedgerEntry[], auction: PricingAuction): AuctionPrice {
  return auctionPrice(rebuildState(ledger), auction);
}

export function viewerSummary(
  state: BiddingState,
  auction: PricingAuction,
  viewerOrganizationId: string | null,
): ViewerPriceSummary {
  const { highestBidInPence, leader, bidCount } = auctionPrice(state, auction);
  const own = lookup(state.orgMaxima, viewerOrganizationId);
  return {
    highestBidInPence,
    bidCount,
    viewerIsLeader: leader !== null && own !== null && leader.bidderOrganizationId === own.bidderOrganizationId,
    viewerMaxInPence: own?.maxInPence ?? null,
  };
}

export function minimumNextBidFromSummary(summary: ViewerPriceSummary, auction: PricingAuction): number {
  if (summary.highestBidInPence === null) return openingMinimumInPence(auction);
  // The leader is only competing with itself, so it must beat its own maximum.
  if (summary.viewerIsLeader && summary.viewerMaxInPence !== null)
    return summary.viewerMaxInPence + BID_INCREMENT_IN_PENCE;
  return summary.highestBidInPence + BID_INCREMENT_IN_PENCE;
}

export function minimumNextBidInPence(
  state: BiddingState,
  auction: PricingAuction,
  viewerOrganizationId: string | null,
): number {
  return minimumNextBidFromSummary(viewerSummary(state, auction, viewerOrganizationId), auction);
}

export interface BidInput {
  bidId: string;
  bidderId: string;
  bidderOrganizationId: string;
  amountInPence: number;
  /** ISO string or epoch ms. */
  at: string | number;
}

export interface BiddingAuction extends PricingAuction {
  status: AuctionStatus;
  endsOnMs: number;
}

/** The moment's refusals (the policy's) and the amount's own. */
export type PlaceBidErrorCode = BidMomentCode | "NOT_INTEGER" | "TOO_LOW";

export interface PlaceBidResult {
  isHighestBid: boolean;
  /** The visible price after this bid. */
  proxyBidInPence: number;
  bidsLeft: number;
}

export type PlaceBidOutcome =
  | { ok: true; state: BiddingState; result: PlaceBidResult }
  | { ok: false; code: PlaceBidErrorCode; message: string; minimumBidInPence?: number };

function toEpochMs(at: string | number): number {
  const ms = typeof at === "number" ? at : Date.parse(at);
  if (!Number.isFinite(ms)) throw new RangeError(`Invalid bid time: ${String(at)}`);
  return ms;
}

/**
 * Places one bid on the ledger. Who the bidder is (roles, blocks, not the seller's organisation) is
 * the policy's bidRefusal, which the room asks first; here the moment (the same rule, the policy's
 * bidMomentRefusal, judged by this call's clocks) and the amount.
 */
export function placeBid(state: BiddingState, bid: BidInput, auction: BiddingAuction, nowMs: number): PlaceBidOutcome {
  const atMs = toEpochMs(bid.at);
  // Check both clocks: the recorded bid time and the caller's now, so neither a
  // stale `at` nor a late-delivered request can sneak in after the end.
  const live = Math.max(atMs, nowMs) < auction.endsOnMs;
  const moment = bidMomentRefusal({ status: auction.status, live, bidCount: state.ledger.length });
  if (moment) return { ok: false, code: moment.code, message: moment.message };
  const amount = bid.amountInPence;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount % 100 !== 0)
    return { ok: false, code: "NOT_INTEGER", message: BID_ERROR_MESSAGES.NOT_INTEGER };
  const minimum = minimumNextBidInPence(state, auction, bid.bidderOrganizationId);
  if (amount < minimum) {
    return { ok: false, code: "TOO_LOW", message: tooLowMessage(minimum), minimumBidInPence: minimum };
  }

  const last = state.ledger[state.ledger.length - 1];
  const next = appendEntry(state, {
    id: bid.bidId,
    bidderId: bid.bidderId,
    bidderOrganizationId: bid.bidderOrganizationId,
    amountInPence: amount,
    seq: (last?.seq ?? 0) + 1,
    at: atMs,
  });
  const price = auctionPrice(next, auction);
  const result: PlaceBidResult = {
    isHighestBid: price.leader?.bidId === bid.bidId,
    proxyBidInPence: price.highestBidInPence ?? amount,
    bidsLeft: MAX_BIDS_PER_AUCTION - next.ledger.length,
  };
  return { ok: true, state: next, result };
}

/** False with no bids; true for types without a reserve once anyone has bid. */
export function reserveMet(state: BiddingState, auction: PricingAuction): boolean {
  return reserveMetAt(auctionPrice(state, auction).highestBidInPence, auction);
}

export type CloseOutcome = "ENDED" | "SOLD" | "TO_ACCEPT" | "RELAUNCH_EVERYWHERE";

export interface ClosingAuction extends PricingAuction {
  autoAcceptPriceInPence: number | null;
  publishTarget: PublishTarget;
  /** Bids from the seller's group during a GROUP_FIRST run; defaults to all bids. */
  groupBidCount?: number;
}

export function closeOutcome(state: BiddingState, auction: ClosingAuction): CloseOutcome {
  const { highestBidInPence, bidCount } = auctionPrice(state, auction);
  // The caller re-publishes a relaunch as EVERYWHERE, so this cannot loop.
  if (auction.publishTarget === "GROUP_FIRST" && (auction.groupBidCount ?? bidCount) === 0) {
    return "RELAUNCH_EVERYWHERE";
  }
  if (highestBidInPence === null) return "ENDED";
  if (auction.type === "MINIMUM_PRICE") return "SOLD";
  if (auction.type === "PHYSICAL" && reserveMet(state, auction)) return "SOLD";
  const autoAccept = auction.autoAcceptPriceInPence ?? 0;
  if (autoAccept > 0 && highestBidInPence >= autoAccept) return "SOLD";
  return "TO_ACCEPT";
}

/**
 * The bid status bar for a viewer, judged per organisation (colleagues share a
 * standing). Null when there is nothing to say: the org has not bid, or the
 * auction closed without bids.
 */
export function viewerBidStatusMessage(
  state: BiddingState,
  auction: PricingAuction,
  viewerOrganizationId: string | null,
  closed: boolean,
): string | null {
  return bidStatusMessageFromSummary(viewerSummary(state, auction, viewerOrganizationId), closed);
}

/** Reserve met judged from a visible price alone (the read model's highestBidInPence). */
export function reserveMetAt(highestBidInPence: number | null, auction: PricingAuction): boolean {
  if (highestBidInPence === null) return false;
  const reserve = reserveInPence(auction);
  return reserve === null || highestBidInPence >= reserve;
}
