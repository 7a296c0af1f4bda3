// What GET /auction/{id}?with= adds beside the detail (decision 0179): the MOT history and the price
// guide, read from the detail's own rows in the same call, so the detail page makes one API call
// instead of three (each re-reading the viewer and the auction). Like their own calls they never
// hold the detail back: a part that fails is left out (the MOT history says why).
import type { ApiContext } from "../../api/types";
import type { DetailExtra } from "../../contract/answers/auction-detail";
import type { MotHistoryDto } from "../../contract/mot-history";
import type { PriceGuide } from "../../contract/price-guide";
import { MOT_MESSAGES } from "../../contract/messages/mot";
import { motHistoryOf, MotHistoryUnavailable } from "../../mot/history";
import { reportError } from "../../observability/trace";
import type { DetailData } from "./detail-queries";
import { priceGuideFor } from "./price-guide-query";
import { allDatabases } from "../../db/archive-periods";

export interface DetailExtras {
  motHistory?: MotHistoryDto;
  motHistoryError?: { errorCode: "MOT_HISTORY_UNAVAILABLE"; message: string };
  priceGuide?: PriceGuide | null;
}

/** The query's `with` list (checked by the route's schema), as a set. */
export const extrasOf = (url: URL): Set<DetailExtra> =>
  new Set((url.searchParams.get("with") ?? "").split(",").filter(Boolean) as DetailExtra[]);

async function motPart(c: ApiContext, data: DetailData): Promise<DetailExtras> {
  try {
    return { motHistory: await motHistoryOf(c.env, c.ctx, data.vehicle.registrationPlate, c.clock.now()) };
  } catch (error) {
    if (error instanceof MotHistoryUnavailable) {
      return { motHistoryError: { errorCode: "MOT_HISTORY_UNAVAILABLE", message: MOT_MESSAGES.unavailable } };
    }
    reportError(error);
    return {};
  }
}

async function guidePart(c: ApiContext, data: DetailData): Promise<DetailExtras> {
  const { auction: a, vehicle: v } = data;
  try {
    const car = { makeId: a.makeId, modelId: v.modelId, year: v.year, mileage: v.mileage };
    // The primary's sales came with the detail's batch (decision 0267), unless an archived auction's
    // facts are in its document rather than the primary's rows.
    const primary = a.archivedOn === null ? data.ownGuidePrices : undefined;
    return { priceGuide: await priceGuideFor(await allDatabases(c.env), a.id, car, c.clock.now(), primary) };
  } catch (error) {
    reportError(error);
    return {};
  }
}

export async function readDetailExtras(
  c: ApiContext,
  data: DetailData,
  wanted: Set<DetailExtra>,
): Promise<DetailExtras> {
  const parts = await Promise.all([
    wanted.has("motHistory") ? motPart(c, data) : {},
    wanted.has("priceGuide") ? guidePart(c, data) : {},
  ]);
  return Object.assign({}, ...parts) as DetailExtras;
}
