// The lifecycle of one auction as pure functions over (auction, bidding state, now), so the Durable
// Object stays a thin shell around storage and the rules can be unit-tested without a runtime.
// Times are epoch ms; money is integer pence.
import {
  ACCEPTANCE_WINDOW_MS,
  SOFT_CLOSE_WINDOW_MS,
  type AuctionStatus,
  type AuctionType,
  type LiveEventType,
  type PublishTarget,
  type SaleMethod,
  type TryingToDealDeliveryDateType,
} from "../../contract/auctions";
import {
  auctionPrice,
  closeOutcome,
  emptyBiddingState,
  reserveMet,
  type BiddingState,
} from "../../contract/bidding-rules";
import type { LaunchSettings } from "./room-types";
import { ROOM_MESSAGES } from "../../contract/messages/auction";
import { expireThread, type OfferEntry } from "../../contract/counter-offers";
import { OFFER_MESSAGES } from "../../contract/messages/offers";

export interface RoomAuction {
  id: number;
  vehicleId: number;
  status: AuctionStatus;
  type: AuctionType | null;
  minimumPriceInPence: number | null;
  autoAcceptPriceInPence: number | null;
  /** Optional (decision 0136). Absent from a room stored before Buy Now: read with `?? null`. */
  buyNowPriceInPence?: number | null;
  /** How it was sold, once SOLD: null by its close or acceptance. */
  saleMethod?: SaleMethod | null;
  timeOption: number | null;
  publishTarget: PublishTarget | null;
  groupId: number | null;
  tryingToDealDeliveryDateType: TryingToDealDeliveryDateType | null;
  tryingToDealDeliveryDate: string | null;
  sellerOrganizationId: number;
  sellerId: number;
  /** Vehicle title for fee transaction rows, e.g. "2019 Ford Focus AB19CDE". */
  title: string;
  launchedOn: number | null;
  endsOn: number | null;
  acceptanceDeadline: number | null;
  /** The counter-offer thread of this launch (decision 0148); absent from rooms stored before it. */
  offers?: OfferEntry[];
  soldOn: number | null;
  winnerBidderId: number | null;
  winnerOrganizationId: number | null;
  wonBidPriceInPence: number | null;
  launchCount: number;
  /** When the latest counted launch happened: the fee's trial check uses it (a GROUP_FIRST re-run moves launchedOn, not this). */
  lastLaunchOn: number | null;
  version: number;
  lastModifiedOn: number;
}

export type Transition =
  | {
      ok: true;
      auction: RoomAuction;
      bidding: BiddingState;
      event: LiveEventType;
      /** Visible settings changed besides the status (a relaunch): AUCTION_UPDATED follows the event. */
      updated?: true;
    }
  | { ok: false; status: number; message: string; code?: string };

const refuse = (message: string, status = 409, code?: string): Transition => ({
  ok: false,
  status,
  message,
  ...(code ? { code } : {}),
});

/**
 * SOLD at `price` to the current winner: the one sale path of an acceptance and of an agreed
 * counter-offer (the write-through records the fees and the notices from it).
 */
export function soldAt(
  a: RoomAuction,
  now: number,
  price: number | null,
  patch: Partial<RoomAuction> = {},
): RoomAuction {
  return changed(a, now, {
    status: "SOLD",
    acceptanceDeadline: null,
    wonBidPriceInPence: price,
    soldOn: now,
    ...patch,
  });
}

/** Not sold: declined by either side, or a window ran out. */
export function rejected(a: RoomAuction, now: number, patch: Partial<RoomAuction> = {}): RoomAuction {
  return changed(a, now, { status: "REJECTED", acceptanceDeadline: null, ...patch });
}

export function changed(a: RoomAuction, now: number, patch: Partial<RoomAuction>): RoomAuction {
  return { ...a, ...patch, version: a.version + 1, lastModifiedOn: now };
}

function withLeader(a: RoomAuction, bidding: BiddingState): Partial<RoomAuction> {
  const { leader } = auctionPrice(bidding, pricing(a));
  return {
    winnerBidderId: leader ? Number(leader.bidderId) : null,
    winnerOrganizationId: leader ? Number(leader.bidderOrganizationId) : null,
  };
}

export function pricing(a: RoomAuction) {
  return { type: a.type ?? "TRYING_TO_DEAL", minimumPriceInPence: a.minimumPriceInPence } as const;
}

/** Which deadline the alarm must wake up for, if any. */
export function nextDeadline(a: RoomAuction): number | null {
  if (a.status === "PUBLISHED") return a.endsOn;
  if (a.status === "TO_ACCEPT" || a.status === "WAITING") return a.acceptanceDeadline;
  return null;
}

export function isDue(a: RoomAuction, now: number): boolean {
  const deadline = nextDeadline(a);
  return deadline !== null && now >= deadline;
}

/** The close at endsOn (DESIGN.md "Close, when the alarm fires"). */
export function close(a: RoomAuction, bidding: BiddingState, now: number): Transition {
  const { highestBidInPence } = auctionPrice(bidding, pricing(a));
  const outcome = closeOutcome(bidding, {
    ...pricing(a),
    autoAcceptPriceInPence: a.autoAcceptPriceInPence,
    publishTarget: a.publishTarget ?? "EVERYWHERE",
  });
  const leader = withLeader(a, bidding);
  switch (outcome) {
    case "RELAUNCH_EVERYWHERE": {
      // Same duration as the group run, counted from now: the close may run late after a restart.
      const duration = (a.endsOn ?? now) - (a.launchedOn ?? now);
      return {
        ok: true,
        bidding,
        event: "AUCTION_PUBLISHED",
        updated: true,
        auction: changed(a, now, { publishTarget: "EVERYWHERE", launchedOn: now, endsOn: now + duration }),
      };
    }
    case "ENDED":
      return { ok: true, bidding, event: "AUCTION_ENDED", auction: changed(a, now, { status: "ENDED", ...leader }) };
    case "SOLD":
      return {
        ok: true,
        bidding,
        event: "AUCTION_SOLD",
        auction: changed(a, now, { status: "SOLD", ...leader, wonBidPriceInPence: highestBidInPence, soldOn: now }),
      };
    case "TO_ACCEPT":
      return {
        ok: true,
        bidding,
        event: "AUCTION_TO_ACCEPT",
        auction: changed(a, now, { status: "TO_ACCEPT", ...leader, acceptanceDeadline: now + ACCEPTANCE_WINDOW_MS }),
      };
  }
}

/** Whatever the clock says must happen now: the close, or an acceptance window running out. */
export function applyDue(a: RoomAuction, bidding: BiddingState, now: number): Transition | null {
  if (!isDue(a, now)) return null;
  if (a.status === "PUBLISHED") return close(a, bidding, now);
  return {
    ok: true,
    bidding,
    event: "AUCTION_REJECTED",
    // An unanswered counter is recorded as expired for the side that did not answer (decision 0148).
    auction: rejected(a, now, a.offers?.length ? { offers: expireThread(a.offers, new Date(now).toISOString()) } : {}),
  };
}

export function launch(
  a: RoomAuction,
  bidding: BiddingState,
  settings: LaunchSettings,
  now: number,
  republish: boolean,
): Transition {
  const allowed = republish ? ["ENDED", "CANCELLED", "REJECTED"] : ["DRAFT"];
  if (!allowed.includes(a.status)) return refuse(republish ? ROOM_MESSAGES.REPUBLISH : ROOM_MESSAGES.PUBLISH);
  const minimum = settings.type === "TRYING_TO_DEAL" ? null : settings.minimumPriceInPence;
  return {
    ok: true,
    // A relaunch is a new auction run: a fresh ledger, no leader.
    bidding: republish ? emptyBiddingState() : bidding,
    event: "AUCTION_PUBLISHED",
    // A relaunch changes what its watchers see (type, prices, reach, end): spec 001's AUCTION_UPDATED.
    ...(republish ? { updated: true as const } : {}),
    auction: changed(a, now, {
      status: "PUBLISHED",
      type: settings.type,
      minimumPriceInPence: minimum,
      autoAcceptPriceInPence: settings.autoAcceptPriceInPence,
      buyNowPriceInPence: settings.buyNowPriceInPence,
      saleMethod: null,
      timeOption: settings.timeOption,
      publishTarget: settings.groupId === null ? "EVERYWHERE" : settings.publishTarget,
      groupId: settings.groupId,
      tryingToDealDeliveryDateType: settings.type === "TRYING_TO_DEAL" ? settings.tryingToDealDeliveryDateType : null,
      tryingToDealDeliveryDate: settings.type === "TRYING_TO_DEAL" ? settings.tryingToDealDeliveryDate : null,
      launchedOn: now,
      endsOn: now + settings.timeOption * 60_000,
      acceptanceDeadline: null,
      offers: [],
      soldOn: null,
      winnerBidderId: null,
      winnerOrganizationId: null,
      wonBidPriceInPence: null,
      launchCount: a.launchCount + 1,
      lastLaunchOn: now,
    }),
  };
}

export function canCancel(a: RoomAuction, bidding: BiddingState, now: number): boolean {
  return a.status === "PUBLISHED" && a.endsOn !== null && now < a.endsOn && !reserveMet(bidding, pricing(a));
}

export function cancel(a: RoomAuction, bidding: BiddingState, now: number): Transition {
  if (!canCancel(a, bidding, now)) return refuse(ROOM_MESSAGES.CANCEL);
  return { ok: true, bidding, event: "AUCTION_CANCELLED", auction: changed(a, now, { status: "CANCELLED" }) };
}

export type Acceptance = "SELLER_ACCEPT" | "SELLER_REJECT" | "BUYER_ACCEPT" | "BUYER_REJECT";

export function accept(
  a: RoomAuction,
  bidding: BiddingState,
  action: Acceptance,
  now: number,
  actorOrganizationId: number,
): Transition {
  const seller = action === "SELLER_ACCEPT" || action === "SELLER_REJECT";
  const expected: AuctionStatus = seller ? "TO_ACCEPT" : "WAITING";
  const open = a.status === expected && a.acceptanceDeadline !== null && now < a.acceptanceDeadline;
  if (!open) return refuse(seller ? ROOM_MESSAGES.SELLER_ACCEPTANCE : ROOM_MESSAGES.BUYER_ACCEPTANCE);
  // Once countered, the thread's own moves answer (decisions 0148, 0167).
  if (a.offers?.length) return refuse(OFFER_MESSAGES.NEGOTIATING, 409, "NEGOTIATING");
  if (seller && actorOrganizationId !== a.sellerOrganizationId) return refuse(ROOM_MESSAGES.SELLER_ACCEPTANCE, 403);
  if (!seller && actorOrganizationId !== a.winnerOrganizationId) return refuse(ROOM_MESSAGES.NOT_WINNER, 403);
  switch (action) {
    case "SELLER_ACCEPT":
      return {
        ok: true,
        bidding,
        event: "AUCTION_WAITING",
        auction: changed(a, now, { status: "WAITING", acceptanceDeadline: now + ACCEPTANCE_WINDOW_MS }),
      };
    case "BUYER_ACCEPT": {
      const { highestBidInPence } = auctionPrice(bidding, pricing(a));
      return { ok: true, bidding, event: "AUCTION_SOLD", auction: soldAt(a, now, highestBidInPence) };
    }
    default:
      return { ok: true, bidding, event: "AUCTION_REJECTED", auction: rejected(a, now) };
  }
}

/**
 * After an accepted bid: a new version, the leader kept current for the read model, and the soft
 * close (decision 0040): a bid with less than the window left moves the end to bid time + window.
 */
export function afterBid(a: RoomAuction, bidding: BiddingState, now: number): RoomAuction {
  return changed(a, now, { ...withLeader(a, bidding), endsOn: softCloseEnd(a.endsOn, now) });
}

export function softCloseEnd(endsOn: number | null, bidAt: number): number | null {
  if (endsOn === null || endsOn - bidAt >= SOFT_CLOSE_WINDOW_MS) return endsOn;
  return bidAt + SOFT_CLOSE_WINDOW_MS;
}
