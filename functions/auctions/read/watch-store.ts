// The watchlist rows of one member (decision 0041): every statement is keyed by the caller's own
// member id, so no call can read or change another member's watchlist.
export async function isWatchedBy(db: D1Database, memberId: number, auctionId: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS yes FROM watchlist WHERE member_id = ? AND auction_id = ?")
    .bind(memberId, auctionId)
    .first<{ yes: number }>();
  return row !== null;
}

export async function setWatching(db: D1Database, memberId: number, auctionId: number, watching: boolean) {
  const statement = watching
    ? "INSERT OR IGNORE INTO watchlist (member_id, auction_id) VALUES (?, ?)"
    : "DELETE FROM watchlist WHERE member_id = ? AND auction_id = ?";
  await db.prepare(statement).bind(memberId, auctionId).run();
}
