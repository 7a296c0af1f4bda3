// An upheld dispute cancels the sale (issue 27, decision 0185): the room moves SOLD to CANCELLED,
// the spec's status of an auction that did not go ahead and may be relaunched. The buyer, price and
// sale moment stay on the auction as the record of the sale that was undone; a relaunch clears them.
import { DISPUTE_MESSAGES } from "../../contract/messages/disputes";
import type { BiddingState } from "../../contract/bidding-rules";
import { changed, type RoomAuction, type Transition } from "./room-state";

/**
 * `launchCount`: the launch whose sale the dispute is about. Only that sale is cancelled: a later
 * launch (a relaunch sold again) is left alone.
 */
export function cancelSale(a: RoomAuction, bidding: BiddingState, now: number, launchCount: number): Transition {
  if (a.status !== "SOLD" || a.launchCount !== launchCount)
    return { ok: false, status: 409, message: DISPUTE_MESSAGES.NOT_SOLD, code: "NOT_SOLD" };
  return { ok: true, bidding, event: "AUCTION_CANCELLED", auction: changed(a, now, { status: "CANCELLED" }) };
}

/** The cancellation already happened (a retried call): CANCELLED with the disputed sale still on record. */
export const saleCancelled = (a: RoomAuction, launchCount: number): boolean =>
  a.status === "CANCELLED" && a.soldOn !== null && a.launchCount === launchCount;
