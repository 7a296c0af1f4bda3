// Words of the auction lists (spec 001 sections 2.1 to 2.8): their empty states and the Live
// Auctions sort. The spec writes the phrase message with a full stop on Live Auctions only; both
// are kept verbatim.
import type { SearchSort } from "../list-options";

export const LIST_EMPTY_MESSAGES = {
  noVehicles: "There are no Vehicles",
  noBids: "There are no bids",
  /** My Vehicles and My Bids (spec 001 sections 2.1 and 2.4). */
  phrase: "Oops, we could not find any result for the given phrase",
  /** Live Auctions (spec 001 section 2.3), with the Add alert button. */
  searchPhrase: "Oops, we could not find any result for the given phrase.",
  searchFilter: "Oops, we could not find any result for the given filter.",
  soldOut: "We've Sold Everything!",
} as const;

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  ENDING_SOONEST: "Ending soonest",
  LATEST_ADDED: "Latest added",
  BUY_NOW_PRICE: "Buy Now price",
};
