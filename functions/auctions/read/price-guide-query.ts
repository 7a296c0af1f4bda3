// The one query of the price guide (decision 0137): comparable sales of the vehicle's make and model
// over the last 12 months, summarised (null under 5 sales). Read by GET /auction/{id}/price-guide
// and by the detail call's `with=priceGuide` (decision 0179).
import { PRICE_GUIDE_MONTHS, PRICE_GUIDE_SQL, priceGuideOf, type PriceGuide } from "../../contract/price-guide";

/** What the guide compares: the auction's make and its vehicle's model, year and mileage. */
export interface GuideCar {
  makeId: number | null;
  modelId: number | null;
  year: number | null;
  mileage: number | null;
}

/** `dbs`: the primary and the archive periods (decision 0188); the sales of all of them count. */
export async function priceGuideFor(
  dbs: D1Database[],
  auctionId: number,
  car: GuideCar,
  nowMs: number,
): Promise<PriceGuide | null> {
  if (car.makeId === null || car.modelId === null || car.year === null || car.mileage === null) return null;
  const since = new Date(nowMs);
  since.setUTCMonth(since.getUTCMonth() - PRICE_GUIDE_MONTHS);
  const answers = await Promise.all(
    dbs.map((db) =>
      db
        .prepare(PRICE_GUIDE_SQL)
        .bind(car.makeId, car.modelId, car.year, car.mileage, since.toISOString(), auctionId)
        .all<{ price: number }>(),
    ),
  );
  return priceGuideOf(answers.flatMap((a) => a.results.map((r) => r.price)));
}
