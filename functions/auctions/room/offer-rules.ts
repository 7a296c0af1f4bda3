// The room's counter-offer moves (decisions 0148, 0167): the contract's turn rules applied to the
// room's own auction. A counter keeps TO_ACCEPT with a fresh window (the alarm's expiry then ends
// it like any acceptance window); an accept sells at the agreed price through the one sale path
// (soldAt: fees and notices from the write-through); a decline or an expiry is REJECTED.
import { auctionPrice, type BiddingState } from "../../contract/bidding-rules";
import {
  offerMove,
  offerState,
  type OfferAction,
  type OfferSide,
  type OfferState,
} from "../../contract/counter-offers";
import { OFFER_MESSAGES } from "../../contract/messages/offers";
import { formatPounds } from "../../contract/money";
import { changed, pricing, rejected, soldAt, type RoomAuction, type Transition } from "./room-state";

/** The reserve a counter must stay under: PHYSICAL's minimum price; none for Trying to Deal. */
export const reserveOf = (a: Pick<RoomAuction, "type" | "minimumPriceInPence">): number | null =>
  a.type === "PHYSICAL" ? a.minimumPriceInPence : null;

/** The thread of a TO_ACCEPT auction as the rules read it. */
export function roomOfferState(a: RoomAuction, bidding: BiddingState): OfferState {
  const best = auctionPrice(bidding, pricing(a)).highestBidInPence ?? 0;
  return offerState(a.offers ?? [], best, reserveOf(a));
}

const refuse = (status: number, message: string, code?: string): Transition => ({
  ok: false,
  status,
  message,
  ...(code ? { code } : {}),
});

export interface OfferMoveInput {
  side: OfferSide;
  action: OfferAction;
  amountInPence: number | undefined;
  /** How long a counter stays open (the platform's setting, decision 0168). */
  windowMs: number;
}

export function offer(a: RoomAuction, bidding: BiddingState, move: OfferMoveInput, now: number): Transition {
  const open = a.status === "TO_ACCEPT" && a.acceptanceDeadline !== null && now < a.acceptanceDeadline;
  if (!open) return refuse(409, OFFER_MESSAGES.CLOSED, "OFFER_CLOSED");
  const state = roomOfferState(a, bidding);
  const made = offerMove(state, move.side, move.action, move.amountInPence, new Date(now).toISOString());
  if (!made.ok) {
    // The amount's refusals are the field's (412); the others are of the moment (409).
    if (made.refusal === "AMOUNT_OUT_OF_RANGE") {
      const below = state.below === null ? null : formatPounds(state.below);
      return refuse(412, OFFER_MESSAGES.outOfRange(formatPounds(state.above ?? 0), below));
    }
    if (made.refusal === "AMOUNT_REQUIRED") return refuse(412, OFFER_MESSAGES.AMOUNT_REQUIRED);
    return refuse(409, OFFER_MESSAGES[made.refusal], made.refusal);
  }
  const offers = [...(a.offers ?? []), made.entry];
  switch (move.action) {
    case "COUNTER":
      return {
        ok: true,
        bidding,
        event: "AUCTION_COUNTER_OFFER",
        auction: changed(a, now, { offers, acceptanceDeadline: now + move.windowMs }),
      };
    case "ACCEPT":
      return {
        ok: true,
        bidding,
        event: "AUCTION_SOLD",
        auction: soldAt(a, now, made.entry.amountInPence, { offers, saleMethod: "COUNTER_OFFER" }),
      };
    case "DECLINE":
      return { ok: true, bidding, event: "AUCTION_REJECTED", auction: rejected(a, now, { offers }) };
  }
}
