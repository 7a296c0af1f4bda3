// The watchlist (issue 9): the auctions a member follows without bidding. Per member and private:
// only that member's own calls read or change their rows (decision 0041).
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { auctions } from "./schema-auctions";

export const watchlist = sqliteTable(
  "watchlist",
  {
    // No foreign key: removing an employee (functions/organisation) deletes their rows itself.
    memberId: integer("member_id").notNull(),
    auctionId: integer("auction_id")
      .notNull()
      .references(() => auctions.id),
    createdOn: text("created_on")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  // The key answers "does this member watch this auction" and "this member's watched auctions".
  (t) => [primaryKey({ columns: [t.memberId, t.auctionId] }), index("watchlist_auction_idx").on(t.auctionId)],
);
