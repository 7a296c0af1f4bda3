// Paging, sorts and filters of the buyer's lists: plain constants shared by the API and the UI
// (kept apart from the route modules so the browser bundle does not pull in the API).
import type { BidStatus } from "./auctions";

export const PAGE_SIZE = 10;
/** A page the UI may ask for at once (a no-JavaScript list renders every card up to its offset). */
export const MAX_PAGE_SIZE = 100;
/** A list page rendered whole (without JavaScript, or on a return) never holds more cards than this. */
export const MAX_RENDERED_CARDS = 500;

export const SEARCH_SORTS = ["ENDING_SOONEST", "LATEST_ADDED"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = "ENDING_SOONEST";

/** Longest phrase the search boxes send; longer input is a client bug, answered with 412. */
export const SEARCH_MAX_LENGTH = 100;

export const DEFAULT_BID_STATUS: BidStatus = "PLACED_BIDS";
