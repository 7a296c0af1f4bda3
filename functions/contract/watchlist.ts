// The watchlist (issue 9, decision 0041): a buyer follows auctions without bidding. Per member and

/** The Live Auctions filter (`?watching=1`) and the search request's field. */
export const WATCHING_PARAM = "watching";

/** What PUT and DELETE /auction/{id}/watch answer. */
export interface WatchState {
  auctionId: number;
  watching: boolean;
}

/** SQL: the auction `a` is on member `member`'s watchlist (`member` a parameter placeholder). */
export const watchedBySql = (member: string) =>
  `EXISTS (SELECT 1 FROM watchlist w WHERE w.member_id = ${member} AND w.auction_id = a.id)`;
