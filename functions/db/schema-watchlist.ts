// The watchlist (issue 9): the auctions a member follows without bidding. Per member and private:
// only that member's own calls read or change their rows (decision 0041).
import { index, integer, primaryKey, sqliteTable } from "drizzle-orm/sqlite-core";
import { auctions } from "./schema-auctions";
import { createdOn, requiredRef } from "./schema-core";

export const watchlist = sqliteTable(
  "watchlist",
  {
    // No foreign key: removing an employee (functions/organisation) deletes their rows itself.
    memberId: integer("member_id").notNull(),
    auctionId: requiredRef("auction_id", () => auctions.id),
    createdOn: createdOn(),
  },
  // The key answers "does this member watch this auction" and "this member's watched auctions".
  (t) => [primaryKey({ columns: [t.memberId, t.auctionId] }), index("watchlist_auction_idx").on(t.auctionId)],
);
