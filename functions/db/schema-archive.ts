// What D1 keeps of the bids once the ledger's rows are gone (decision 0141 and 0159): one row per
// auction launch and bidding organisation, and one count per organisation and London day. A trigger
// on `bids` (migrations 0012, 0014) keeps both, so every writer (rooms, seeders, tests) feeds them.
// Both tables are WITHOUT ROWID in SQL (decision 0176; Drizzle has no word for it): their composite
// key is the row, not a second index beside it.
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

/**
 * Bids placed per organisation and London day ("2026-11-25"): the analytics chart's bid line, which
 * is drawn per London day; the trigger finds the day with the UK's summer-time rule (decision 0176).
 */
export const bidDays = sqliteTable(
  "bid_days",
  {
    organizationId: integer("organization_id").notNull(),
    day: text("day").notNull(),
    bids: integer("bids").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.day] })],
);
