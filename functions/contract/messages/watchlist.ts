// Messages of the watchlist (issue 9, decision 0041).

// private. The messages, the web form's field and the list filter live here once.
export const WATCH_MESSAGES = {
  NOT_BUYER: "Only buyers can watch auctions",
  WATCHING: "Added to your watchlist",
  UNWATCHED: "Removed from your watchlist",
  EMPTY: "You are not watching any live auctions. Press WATCH on a vehicle to follow it here.",
} as const;
