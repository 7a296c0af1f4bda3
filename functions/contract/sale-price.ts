// The price a sale stands at (decision 0255): the room's sale price, unless a partly upheld dispute
// settled it lower. The settled price is its own column, written by ops' decision in the same D1
// batch and never by the room, so a later write-through of the room's state cannot undo it. Every
// reader of a sale price (lists, detail, analytics, the price guide, recent sales, pushes) goes
// through one of these two twins.
import type { SaleMethod } from "./auctions";

/** The sale price of auction alias `a` in SQL. */
export const salePriceSql = (a = "a"): string => `COALESCE(${a}.settled_price_in_pence, ${a}.won_bid_price_in_pence)`;

/** 1 when a dispute settled the sale at another price, in SQL. */
export const priceSettledSql = (a = "a"): string => `(${a}.settled_price_in_pence IS NOT NULL)`;

/** The TypeScript twin of salePriceSql, for a row read whole. */
export function salePriceOf(a: { settledPriceInPence: number | null; wonBidPriceInPence: number | null }) {
  return a.settledPriceInPence ?? a.wonBidPriceInPence;
}

/**
 * How a sale's closing line words its price: a price a dispute settled is one the parties agreed
 * ("Sold at the agreed price of"), never the winning bid nor the Buy Now price; no word of the
 * dispute itself, which is the parties' own matter (they see its badge and line beside it).
 * Worked out by the API, so the pages' bundles carry none of it.
 */
export const closingLineMethod = (method: SaleMethod | null, settled: boolean): SaleMethod | null =>
  settled ? "COUNTER_OFFER" : method;
