// GET /auction/{id}/mot-history (beyond the spec, decision 0078): the MOT history of the auction's
// vehicle, for whoever may see the auction (404 otherwise, like GET /auction/{id}). DVSA answers
// are kept in the Cache API for a day (a "not found" for six hours): DVSA rate-limits each key,
// and an MOT record changes at most once a year.
import { eq } from "drizzle-orm";
import type { ApiContext, Route } from "../../api/types";
import { ApiError, json } from "../../api/http";
import { MotHistorySchema, type MotHistoryDto } from "../../contract/mot-history";
import { MOT_MESSAGES } from "../../contract/messages/mot";
import { vehicles } from "../../db/schema";
import type { Env } from "../../env";
import { auctionIdOf, AuctionIdParams, loadForViewer } from "../../auctions/http/route-helpers";
import { normalisePlate } from "../adapters/lookup";
import { createDvsaMotHistory } from "./dvsa";
import { demoMotHistory } from "./demo-mot";
import { MotHistoryUnavailable, notFound, type MotHistorySource } from "./mot-source";

const FOUND_TTL_S = 24 * 3600;
const NOT_FOUND_TTL_S = 6 * 3600;

export function motHistorySource(env: Env): MotHistorySource {
  return env.DVSA_CLIENT_ID && env.DVSA_CLIENT_SECRET && env.DVSA_API_KEY
    ? createDvsaMotHistory({
        clientId: env.DVSA_CLIENT_ID,
        clientSecret: env.DVSA_CLIENT_SECRET,
        apiKey: env.DVSA_API_KEY,
        apiUrl: env.DVSA_API_URL,
        tokenUrl: env.DVSA_TOKEN_URL,
        scope: env.DVSA_SCOPE,
      })
    : demoMotHistory;
}

/** The DVSA answer for a plate through the Cache API; the demo source is local and never cached. */
async function cachedHistory(c: ApiContext, plate: string): Promise<MotHistoryDto> {
  const source = motHistorySource(c.env);
  if (source === demoMotHistory) return source.history(plate, c.clock.now());
  const key = new Request(`https://mot-history.cache/v1/${encodeURIComponent(plate)}`);
  const cache = (caches as unknown as { default: Cache }).default; // workerd's CacheStorage has `default`
  const hit = await cache.match(key);
  if (hit) return (await hit.json()) as MotHistoryDto;
  const answer = await source.history(plate, c.clock.now());
  const ttl = answer.status === "NOT_FOUND" ? NOT_FOUND_TTL_S : FOUND_TTL_S;
  const stored = new Response(JSON.stringify(answer), {
    headers: { "content-type": "application/json", "cache-control": `max-age=${ttl}` },
  });
  c.ctx.waitUntil(cache.put(key, stored));
  return answer;
}

async function motHistory(c: ApiContext): Promise<Response> {
  const { row } = await loadForViewer(c, auctionIdOf(c));
  const vehicle = await c.db
    .select({ plate: vehicles.registrationPlate })
    .from(vehicles)
    .where(eq(vehicles.id, row.vehicleId))
    .get();
  const plate = normalisePlate(vehicle?.plate ?? "");
  if (!plate) return json(notFound("", motHistorySource(c.env) === demoMotHistory ? "DEMO" : "DVSA"));
  try {
    return json(await cachedHistory(c, plate));
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
