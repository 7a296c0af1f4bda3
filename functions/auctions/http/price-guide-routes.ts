// GET /auction/{id}/price-guide (issue 27 part 2, decision 0137): the guide for one auction's
// vehicle from this platform's own sales; null under 5 comparable sales. 404 for an auction the
// caller's organisation may not see.
import type { Route } from "../../api/types";
import { json } from "../../api/http";
import { PriceGuideSchema } from "../../contract/answers/auction-detail";
import { priceGuideFor, type GuideCar } from "../read/price-guide-query";
import { allDatabases } from "../../db/archive-periods";
import { AuctionIdParams, auctionIdOf, loadForViewer } from "./route-helpers";

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
      // The primary first, then the archive periods (a moved auction, decision 0188).
      let car: GuideCar | null = null;
      const databases = await allDatabases(c.env);
      for (const db of databases) {
        car ??= await db
          .prepare(
            `SELECT a.make_id AS makeId, v.model_id AS modelId, v.year, v.mileage
             FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id WHERE a.id = ?`,
          )
          .bind(id)
          .first<GuideCar>();
      }
      return json(car ? await priceGuideFor(databases, id, car, c.clock.now()) : null);
    },
  },
];
