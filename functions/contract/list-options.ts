// Paging, sorts and filters of the buyer's lists: plain constants shared by the API and the UI
// (kept apart from the route modules so the browser bundle does not pull in the API).
import type { AuctionStatus, BidStatus } from "./auctions";

export const PAGE_SIZE = 10;
/** A page the UI may ask for at once (a no-JavaScript list renders every card up to its offset). */
export const MAX_PAGE_SIZE = 100;
/** A list page rendered whole (without JavaScript, or on a return) never holds more cards than this. */
export const MAX_RENDERED_CARDS = 500;

/** BUY_NOW_PRICE (decision 0136): open Buy Now prices, lowest first, then the rest by their end. */
export const SEARCH_SORTS = ["ENDING_SOONEST", "LATEST_ADDED", "BUY_NOW_PRICE"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = "ENDING_SOONEST";

/** Longest phrase the search boxes send; longer input is a client bug, answered with 412. */
export const SEARCH_MAX_LENGTH = 100;

export const DEFAULT_BID_STATUS: BidStatus = "PLACED_BIDS";

/** The Selling list's filter bar: every auction status but WAITING (spec 001 section 2.2), PUBLISHED first. */
/**
 * NEGOTIATING (beyond the spec, decision 0246): To accept with a counter-offer thread under way, a
 * subset of TO_ACCEPT, as the Buying list has it; the API takes it as `criteria.negotiating`.
 */
export const SELLER_FILTERS = [
  "PUBLISHED",
  "DRAFT",
  "TO_ACCEPT",
  "NEGOTIATING",
  "SOLD",
  "REJECTED",
  "ENDED",
  "CANCELLED",
] as const satisfies readonly (AuctionStatus | "NEGOTIATING")[];
export type SellerFilter = (typeof SELLER_FILTERS)[number];
export const DEFAULT_SELLER_FILTER: SellerFilter = "PUBLISHED";
/** The filter bar's words: REJECTED reads DECLINED, DRAFT Parked, PUBLISHED Live (spec 001 section 2.2). */
export const SELLER_FILTER_LABELS: Record<SellerFilter, string> = {
  PUBLISHED: "Live",
  DRAFT: "Parked",
  TO_ACCEPT: "To accept",
  NEGOTIATING: "Negotiating",
  SOLD: "Sold",
  REJECTED: "DECLINED",
  ENDED: "Ended",
  CANCELLED: "Cancelled",
};
/** The bid statuses' words (spec 001 section 2.3: the Buying list's filter; REJECTED reads Declined). */
export const BID_STATUS_LABELS: Record<BidStatus, string> = {
  PLACED_BIDS: "Placed bids",
  WON: "Won",
  TO_ACCEPT: "To accept",
  WAITING: "Waiting",
  LOST: "Lost",
  REJECTED: "Declined",
  CANCELLED: "Cancelled",
  NEGOTIATING: "Negotiating",
};
/** Columns the Selling list may be sorted by (spec 001 section 7: page.sort.orders). */
export const MY_AUCTIONS_SORT_PROPERTIES = ["endsOn", "lastModifiedOn", "launchedOn", "id"] as const;
