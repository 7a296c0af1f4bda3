// Buy Now's transition (issue 27, decision 0136), beside the lifecycle's in room-state.ts: pure,
// over (auction, bidding state, now), so the room stays a shell and the rule is unit-tested alone.
import type { BiddingState } from "../../contract/bidding-rules";
import { BUY_NOW_MESSAGES } from "../../contract/messages/buy-now";
import { changed, type RoomAuction, type Transition } from "./room-state";

/**
 * Issue 27, decision 0136: a taker's purchase at the Buy Now price, once the policy has let them
 * (the room asks buyNowRefusal of its own facts first). Sold at once to the taker's organisation,
 * at that price, with the usual fees from the write-through; the bids stay as they were.
 */
export function buyNow(
  a: RoomAuction,
  bidding: BiddingState,
  taker: { id: number; organizationId: number },
  now: number,
): Transition {
  const price = a.buyNowPriceInPence ?? null;
  if (price === null) return { ok: false, status: 409, message: BUY_NOW_MESSAGES.NONE };
  return {
    ok: true,
    bidding,
    event: "AUCTION_SOLD",
    auction: changed(a, now, {
      status: "SOLD",
      winnerBidderId: taker.id,
      winnerOrganizationId: taker.organizationId,
      wonBidPriceInPence: price,
      soldOn: now,
      saleMethod: "BUY_NOW",
      acceptanceDeadline: null,
      // The end moves to the moment of sale: every list and countdown reads it as over.
      endsOn: now,
    }),
  };
}
