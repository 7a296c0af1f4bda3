// The live event envelope as the browser receives it (spec 001 sections 3 and 4.7, DESIGN "Live
// events"), and how many auctions one buyer stream may watch.
import type { AuctionStatus, LiveEventType } from "./auctions";

/** What the AuctionRoom publishes. Hints only: never a bidder's maximum or identity. */
export interface LiveEvent {
  type: LiveEventType;
  auctionId: number;
  status?: AuctionStatus;
  highestBidInPence?: number | null;
  bidCount?: number;
  endsOn?: string;
  at: string;
}

/** At most this many auctions per buyer stream: one upstream socket each. */
export const MAX_STREAM_AUCTIONS = 100;
