// Test only (reached through POST /test/auctions, mounted in test mode alone): a complete draft
// turned straight into a live auction, or one waiting for the seller's acceptance, whose deadline
// falls a few seconds from now by the real clock. Written into D1 the way the demo seed writes its
// auctions, so the auction's room adopts it from D1 the first time it is woken. This is how the
// restart test gets a deadline that passes while `wrangler dev` is stopped: a launch through the
// room can only end a whole auction duration later.

export type DueStage = "PUBLISHED" | "TO_ACCEPT";

export interface DueAuction {
  auctionId: number;
  stage: DueStage;
  /** Real time, epoch ms: the end (PUBLISHED) or the seller's acceptance deadline (TO_ACCEPT). */
  deadlineMs: number;
  nowMs: number;
  /** The one bid (required for TO_ACCEPT: below the reserve, so the seller decides). */
  bid?: { bidderId: number; bidderOrganizationId: number; amountInPence: number };
  /** The auction's opening minimum: the visible price with one bidder. */
  openingInPence?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function dueAuctionStatements(db: D1Database, due: DueAuction): D1PreparedStatement[] {
  const { bid } = due;
  if (due.stage === "TO_ACCEPT" && !bid) throw new Error("a TO_ACCEPT auction needs its bid");
  // Launched half an hour ago; the bid came five minutes ago, before any soft close window.
  const launched = iso(due.nowMs - 30 * 60_000);
  const deadline = iso(due.deadlineMs);
  const now = iso(due.nowMs);
  const statements: D1PreparedStatement[] = [];
  if (bid) {
    statements.push(
      db
        .prepare(
          `INSERT INTO bids (id, auction_id, launch_number, seq, bidder_id, bidder_organization_id, amount_in_pence,
             is_highest, created_on) VALUES (?, ?, 1, 1, ?, ?, ?, 1, ?)`,
        )
        .bind(
          crypto.randomUUID(),
          due.auctionId,
          bid.bidderId,
          bid.bidderOrganizationId,
          bid.amountInPence,
          iso(due.nowMs - 5 * 60_000),
        ),
    );
  }
  // One bidder: the visible price is the opening minimum (the caller's bid is at least that).
  const price = bid ? (due.openingInPence ?? bid.amountInPence) : null;
  const leader = [price, bid?.bidderId ?? null, bid?.bidderOrganizationId ?? null, bid ? 1 : 0] as const;
  if (due.stage === "PUBLISHED") {
    statements.push(
      db
        .prepare(
          `UPDATE auctions SET status = 'PUBLISHED', publish_target = 'EVERYWHERE', launched_on = ?, ends_on = ?,
             highest_bid_in_pence = ?, winner_bidder_id = ?, winner_organization_id = ?, bid_count = ?,
             launch_count = 1, version = 1, last_modified_on = ? WHERE id = ?`,
        )
        .bind(launched, deadline, ...leader, now, due.auctionId),
    );
    return statements;
  }
  // Ended a minute ago with the reserve not met: the seller's window closes at the deadline.
  const ended = iso(due.nowMs - 60_000);
  statements.push(
    db
      .prepare(
        `UPDATE auctions SET status = 'TO_ACCEPT', publish_target = 'EVERYWHERE', launched_on = ?, ends_on = ?,
           acceptance_deadline = ?, highest_bid_in_pence = ?, winner_bidder_id = ?, winner_organization_id = ?,
           bid_count = ?, launch_count = 1, version = 2, last_modified_on = ? WHERE id = ?`,
      )
      .bind(launched, ended, deadline, ...leader, ended, due.auctionId),
  );
  return statements;
}
