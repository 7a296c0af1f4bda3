// GET /auction/{id}/mot-history (beyond the spec, decision 0078): the MOT history of the auction's
// vehicle, for whoever may see the auction (404 otherwise, like GET /auction/{id}). The history
// itself, its sources and its cache are functions/mot's (decision 0179).
import { eq } from "drizzle-orm";
import type { ApiContext, Route } from "../../api/types";
import { ApiError, json } from "../../api/http";
import { MotHistorySchema } from "../../contract/mot-history";
import { MOT_MESSAGES } from "../../contract/messages/mot";
import { vehicles } from "../../db/schema";
import { motHistoryOf, MotHistoryUnavailable } from "../../mot/history";
import { auctionIdOf, AuctionIdParams, loadForViewer } from "./route-helpers";

async function motHistory(c: ApiContext): Promise<Response> {
  const { row } = await loadForViewer(c, auctionIdOf(c));
  const vehicle = await c.db
    .select({ plate: vehicles.registrationPlate })
    .from(vehicles)
    .where(eq(vehicles.id, row.vehicleId))
    .get();
  try {
    return json(await motHistoryOf(c.env, c.ctx, vehicle?.plate ?? null, c.clock.now()));
  } catch (error) {
    if (error instanceof MotHistoryUnavailable)
      throw new ApiError(503, MOT_MESSAGES.unavailable, "MOT_HISTORY_UNAVAILABLE");
    throw error;
  }
}

export const motHistoryRoutes: Route[] = [
  {
    method: "GET",
    path: "/auction/{id}/mot-history",
    access: "member",
    summary: "The MOT history of the auction's vehicle (DVSA, or the demo histories without its credentials)",
    tags: ["auctions", "vehicles"],
    errors: ["MOT_HISTORY_UNAVAILABLE"],
    request: { params: AuctionIdParams },
    responses: { 200: MotHistorySchema },
    handler: motHistory,
  },
];
