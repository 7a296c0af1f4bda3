// The one query of the price guide (decision 0137): comparable sales of the vehicle's make and model
// over the last 12 months, summarised (null under 5 sales). Read by GET /auction/{id}/price-guide
// and by the detail call's `with=priceGuide` (decision 0179).
import { sql } from "drizzle-orm";
import {
  PRICE_GUIDE_MONTHS,
  PRICE_GUIDE_SQL,
  priceGuideOf,
  priceGuideSql,
  type PriceGuide,
} from "../../contract/price-guide";
import type { Db } from "../../db/client";

/** What the guide compares: the auction's make and its vehicle's model, year and mileage. */
export interface GuideCar {
  makeId: number | null;
  modelId: number | null;
  year: number | null;
  mileage: number | null;
}

const sinceIso = (nowMs: number): string => {
  const since = new Date(nowMs);
  since.setUTCMonth(since.getUTCMonth() - PRICE_GUIDE_MONTHS);
  return since.toISOString();
};

const comparable = (car: GuideCar) =>
  car.makeId !== null && car.modelId !== null && car.year !== null && car.mileage !== null;

/** The guide's one statement for this car, or null when the car lacks what it compares. The bench times it alone. */
export function priceGuideStatement(
  db: D1Database,
  auctionId: number,
  car: GuideCar,
  nowMs: number,
): D1PreparedStatement | null {
  if (!comparable(car)) return null;
  return db.prepare(PRICE_GUIDE_SQL).bind(car.makeId, car.modelId, car.year, car.mileage, sinceIso(nowMs), auctionId);
}

/**
 * The guide's statement for auction `auctionId`'s own car, before its rows are known: the car's make,
 * model, year and mileage are read from the auction's own rows. A car lacking one compares with
 * nothing: no rows, as the route's null. Drizzle's D1 batch binds parameters only for its query
 * builders, not for raw SQL, so the two values are written into the text: an id checked as an
 * integer and a time from toISOString.
 */
export function ownCarGuideSql(auctionId: number, nowMs: number): string {
  if (!Number.isSafeInteger(auctionId)) throw new Error(`not an auction id: ${auctionId}`);
  const auction = String(auctionId);
  const ofCar = (column: string) =>
    `(SELECT gv.${column} FROM vehicles gv WHERE gv.id = (SELECT g.vehicle_id FROM auctions g WHERE g.id = ${auction}))`;
  return priceGuideSql({
    make: `(SELECT g.make_id FROM auctions g WHERE g.id = ${auction})`,
    model: ofCar("model_id"),
    year: ofCar("year"),
    mileage: ofCar("mileage"),
    since: `'${sinceIso(nowMs)}'`,
    auction,
  });
}

/** The primary's sale prices for the auction's own car, for the detail's one D1 batch (decision 0267). */
export function ownCarGuideQuery(db: Db, auctionId: number, nowMs: number) {
  return db.all<{ price: number }>(sql.raw(ownCarGuideSql(auctionId, nowMs)));
}

/**
 * `dbs`: the primary and the archive periods (decision 0188); the sales of all of them count.
 * `primaryPrices`: the primary's, already read with the detail (then only the periods are asked).
 */
export async function priceGuideFor(
  dbs: D1Database[],
  auctionId: number,
  car: GuideCar,
  nowMs: number,
  primaryPrices?: number[],
): Promise<PriceGuide | null> {
  if (!comparable(car)) return null;
  const asked = primaryPrices ? dbs.slice(1) : dbs;
  const statements = asked.map((db) => priceGuideStatement(db, auctionId, car, nowMs)!);
  const answers = await Promise.all(statements.map((st) => st.all<{ price: number }>()));
  return priceGuideOf([...(primaryPrices ?? []), ...answers.flatMap((a) => a.results.map((r) => r.price))]);
}
