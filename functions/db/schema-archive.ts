// What D1 keeps of the bids once the ledger's rows are gone (decision 0141 and 0159): one row per
// auction launch and bidding organisation, and one count per organisation and UTC hour. A trigger
// on `bids` (migration 0012) keeps both, so every writer (rooms, seeders, tests) feeds them.
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** My Bids, the cards' "your maximum" and analytics read this, never the bid rows. */
export const bidSummaries = sqliteTable(
  "bid_summaries",
  {
    organizationId: integer("organization_id").notNull(),
    auctionId: integer("auction_id").notNull(),
    launchNumber: integer("launch_number").notNull(),
    /** The organisation's highest maximum in this launch: shown only to that organisation. */
    maxAmountInPence: integer("max_amount_in_pence").notNull(),
    bidCount: integer("bid_count").notNull(),
    firstBidOn: text("first_bid_on").notNull(),
    lastBidOn: text("last_bid_on").notNull(),
  },
  // Organisation first: every reader asks "this organisation's bids", then by auction.
  (t) => [primaryKey({ columns: [t.organizationId, t.auctionId, t.launchNumber] })],
);

/** Bids placed per organisation and UTC hour ("2026-11-25T14"): the analytics chart's bid line. */
export const bidHours = sqliteTable(
  "bid_hours",
  {
    organizationId: integer("organization_id").notNull(),
    hour: text("hour").notNull(),
    bids: integer("bids").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.hour] })],
);
