// GET /auction/{id}/price-guide (issue 27 part 2, decision 0137): the guide for one auction's
// vehicle from this platform's own sales; null under 5 comparable sales. 404 for an auction the
// caller's organisation may not see.
import { z } from "zod";
import type { Route } from "../../api/types";
import { json } from "../../api/http";
import { PRICE_GUIDE_MONTHS, PRICE_GUIDE_SQL, priceGuideOf } from "../../contract/price-guide";
import { AuctionIdParams, auctionIdOf, loadForViewer } from "./route-helpers";

const PriceGuideSchema = z
  .object({
    count: z.number().int(),
    medianInPence: z.number().int(),
    lowInPence: z.number().int(),
    highInPence: z.number().int(),
  })
  .nullable();

export const priceGuideRoutes: Route[] = [
  {
    method: "GET",
    path: "/auction/{id}/price-guide",
    access: "member",
    summary: "Median and range of this platform's comparable sales over 12 months; null under 5 sales",
    tags: ["auctions"],
    request: { params: AuctionIdParams },
    responses: { 200: PriceGuideSchema },
    handler: async (c) => {
      const id = auctionIdOf(c);
      await loadForViewer(c, id);
      const car = await c.env.DB.prepare(
        `SELECT a.make_id AS makeId, v.model_id AS modelId, v.year, v.mileage
         FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id WHERE a.id = ?`,
      )
        .bind(id)
        .first<{ makeId: number | null; modelId: number | null; year: number | null; mileage: number | null }>();
      if (!car || car.makeId === null || car.modelId === null || car.year === null || car.mileage === null) {
        return json(null);
      }
      const since = new Date(c.clock.now());
      since.setUTCMonth(since.getUTCMonth() - PRICE_GUIDE_MONTHS);
      const { results } = await c.env.DB.prepare(PRICE_GUIDE_SQL)
        .bind(car.makeId, car.modelId, car.year, car.mileage, since.toISOString(), id)
        .all<{ price: number }>();
      return json(priceGuideOf(results.map((r) => r.price)));
    },
  },
];
