// A rival's bid on the detail page without waiting for D1 (decision 0201): the bid's event leaves the
// room before D1 has its copy and carries the room's price, bid count, status and end, so the page
// shows them at once, as a room state over what it showed before, and refetches until the loader's
// copy has caught up (useLiveEvents). The viewer's own maximum and lead are not in the event (nobody
// else's maximum ever is): they are kept, except that a price above the viewer's maximum cannot be
// theirs. The refetch brings the rest.
import { BID_INCREMENT_IN_PENCE, MAX_BIDS_PER_AUCTION } from "~contract/auctions";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import type { BidRoomState } from "~contract/dto/bid";
import type { LiveEvent } from "~contract/live";

/** What the detail shows, as the room state the bid dialog's answer would give. */
export function roomStateOfDetail(a: AuctionDetail): BidRoomState {
  return {
    auctionId: a.id,
    status: a.status,
    endsOn: a.endsOn,
    highestBidInPence: a.highestBidInPence,
    bidCount: a.bidCount,
    bidsLeft: a.bidsLeft,
    reserveMet: a.reserveMet,
    viewerMaxInPence: a.proxyBidInPence,
    viewerIsLeader: a.isWinner,
    minimumBidInPence: a.minimumBidInPence,
  };
}

/** The state after `event`, from the state before it. */
export function roomStateAfterEvent(before: BidRoomState, event: LiveEvent): BidRoomState {
  const highest = event.highestBidInPence ?? before.highestBidInPence;
  const bidCount = event.bidCount ?? before.bidCount;
  const max = before.viewerMaxInPence;
  // A leader's visible price never passes its own maximum.
  const leader = before.viewerIsLeader && (highest === null || max === null || highest <= max);
  let minimum = before.minimumBidInPence;
  if (highest !== null) minimum = (leader && max !== null ? max : highest) + BID_INCREMENT_IN_PENCE;
  return {
    ...before,
    status: event.status ?? before.status,
    endsOn: event.endsOn ?? before.endsOn,
    highestBidInPence: highest,
    bidCount,
    bidsLeft: Math.max(0, MAX_BIDS_PER_AUCTION - bidCount),
    viewerIsLeader: leader,
    minimumBidInPence: minimum,
  };
}

/**
 * The room states to show over the detail: those the page knows (the viewer's own bid answers),
 * and the latest event's when it has more bids than both them and the loader's copy.
 */
export function withLatestEvent(
  a: AuctionDetail,
  states: Record<number, BidRoomState>,
  latest: Readonly<Record<number, LiveEvent>>,
): Record<number, BidRoomState> {
  const event = latest[a.id];
  const known = states[a.id];
  const shown = Math.max(a.bidCount, known?.bidCount ?? -1);
  if (!event || (event.bidCount ?? -1) <= shown) return states;
  return { ...states, [a.id]: roomStateAfterEvent(known ?? roomStateOfDetail(a), event) };
}
