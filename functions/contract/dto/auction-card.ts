// The auction card of the buyer's lists (spec 001 sections 2.3 and 2.4) as POST /auction/search and
// the My Bids list answer it, and the make counts of the search page. The SQL read model
// (functions/auctions/card-query.ts) builds these; the Remix lists render them.
import type { AuctionHead } from "./auction-head";
import type { VehicleBasics } from "./vehicle";
import type { StatusBar } from "../bid-status-bar";
import type { DisputeStatus } from "../disputes";

/** The vehicle facts a card shows, as the SQL row carries them and the card passes them on. */
export interface CardVehicleFacts extends VehicleBasics {
  makeName: string | null;
  modelName: string | null;
  city: string | null;
}

export interface AuctionCard extends CardVehicleFacts, AuctionHead {
  publishSecondsLeft: number;
  /** The chosen duration in minutes: shown instead of a countdown on drafts, ended and cancelled auctions. */
  timeOption: number | null;
  title: string;
  photoUrl: string | null;
  /** The photo's small variant (at most 480 px wide) for the card's srcset; null when none. */
  photoThumbnailUrl: string | null;
  highestBidInPence: number | null;
  bidCount: number;
  bidsLeft: number;
  /** PHYSICAL: the visible price reached the reserve; never the reserve itself. */
  reserveMet: boolean;
  wonBidPriceInPence: number | null;
  /** The viewer organisation's own highest (maximum) bid: 'Highest Bid' on My Bids. */
  viewerHighestBidInPence: number | null;
  isOwnOrganization: boolean;
  /** On the viewer's own watchlist (never anyone else's). */
  isWatched: boolean;
  isBiddingAllowed: boolean;
  /** The bid form's minimum and placeholder for this viewer (spec 001 section 5.8). */
  minimumBidInPence: number;
  statusBar: StatusBar;
  /** The Buy Now price while it can still be taken (live, reserve not met); else null (decision 0136). */
  buyNowPriceInPence: number | null;
  /** A sold auction's dispute, shown to its two parties only (null for anyone else, or none). */
  disputeStatus: DisputeStatus | null;
  /** While negotiated: the counter-offer on the table, for the two parties only; else null (decision 0256). */
  currentOfferInPence: number | null;
}

export interface CardPage {
  content: AuctionCard[];
  totalElements: number;
  last: boolean;
}

export interface MakeCount {
  makeId: number;
  make: string;
  urlToLogo: string | null;
  count: number;
}
