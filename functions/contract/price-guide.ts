// The price guide (issue 27 part 2, decision 0137): this platform's own sales of the same make and
// model, within a year of age and a mileage band, over the last 12 months; the median and range
// with the count, and nothing under 5 sales so no single sale is exposed. Pure: the SQL text and
// the summary; the API runs the one query on the vehicles' (model, year, mileage) index.
import { salePriceSql } from "./sale-price";

export const PRICE_GUIDE_MIN_SALES = 5;
export const PRICE_GUIDE_MONTHS = 12;
/** Registration years either side of the vehicle's own. */
export const PRICE_GUIDE_YEARS_EITHER_SIDE = 1;
/** Miles either side of the vehicle's own mileage. */
export const PRICE_GUIDE_MILEAGE_BAND = 10_000;

export interface PriceGuide {
  count: number;
  medianInPence: number;
  lowInPence: number;
  highInPence: number;
}

/** The summary of sale prices, or null under the minimum sample. Median of an even count: the mean of the middle two, whole pence. */
export function priceGuideOf(prices: readonly number[]): PriceGuide | null {
  if (prices.length < PRICE_GUIDE_MIN_SALES) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
  return { count: sorted.length, medianInPence: median, lowInPence: sorted[0], highInPence: sorted[sorted.length - 1] };
}

/**
 * The sale prices behind one vehicle's guide. Parameters: ?1 make id, ?2 model id, ?3 year,
 * ?4 mileage, ?5 the earliest sale time (ISO), ?6 the auction itself (left out). It leads with the
 * vehicles of that model and years through `vehicles_guide_idx` (model, year, mileage: the mileage
 * band is read from the index too), a few dozen rows even at national volume, then each one's
 * auction by `auctions_vehicle_idx` (decision 0183). CROSS JOIN fixes that order, and the unary `+`
 * keeps SQLite from reading a whole make's sales through `auctions_make_sold_idx` instead, which
 * it prefers without statistics and which is thousands of rows for a common make. A sale a dispute
 * settled counts at its settled price (decision 0255), read from the same row.
 */
export const PRICE_GUIDE_SQL = priceGuideSql({
  make: "?1",
  model: "?2",
  year: "?3",
  mileage: "?4",
  since: "?5",
  auction: "?6",
});

/** SQL expressions for the guide's inputs: parameters, or subqueries reading the auction's own car. */
export interface PriceGuideInputs {
  make: string;
  model: string;
  year: string;
  mileage: string;
  since: string;
  auction: string;
}

/** The guide's statement over the given inputs (PRICE_GUIDE_SQL: each a numbered parameter). */
export function priceGuideSql(i: PriceGuideInputs): string {
  return `SELECT ${salePriceSql()} AS price FROM vehicles v
  CROSS JOIN auctions a ON a.vehicle_id = v.id
  WHERE v.model_id = ${i.model}
    AND v.year BETWEEN ${i.year} - ${PRICE_GUIDE_YEARS_EITHER_SIDE} AND ${i.year} + ${PRICE_GUIDE_YEARS_EITHER_SIDE}
    AND v.mileage BETWEEN ${i.mileage} - ${PRICE_GUIDE_MILEAGE_BAND} AND ${i.mileage} + ${PRICE_GUIDE_MILEAGE_BAND}
    AND +a.make_id = ${i.make} AND +a.status = 'SOLD' AND +a.sold_on >= ${i.since} AND a.id <> ${i.auction}
    AND a.won_bid_price_in_pence IS NOT NULL`;
}
