// A plate's MOT history from the configured source (decision 0078): DVSA when its credentials are
// set, else the demo histories. DVSA answers are kept in the Cache API for a day (a "not found" for
// six hours): DVSA rate-limits each key, and an MOT record changes at most once a year. Its own
// folder, free of any route, so the auction detail and its MOT route both read it (decision 0179).
import type { MotHistoryDto } from "../contract/mot-history";
import { normalisePlate } from "../contract/demo-registrations";
import type { Env } from "../env";
import { createDvsaMotHistory } from "./dvsa";
import { demoMotHistory } from "./demo-mot";
import { notFound, type MotHistorySource } from "./mot-source";

export { MotHistoryUnavailable } from "./mot-source";

const FOUND_TTL_S = 24 * 3600;
const NOT_FOUND_TTL_S = 6 * 3600;

function motHistorySource(env: Env): MotHistorySource {
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

/**
 * The history of a vehicle's plate as written on it (any spacing or case); a vehicle without a
 * plate is "not found". Throws MotHistoryUnavailable when DVSA does not answer usefully.
 */
export async function motHistoryOf(
  env: Env,
  ctx: ExecutionContext,
  rawPlate: string | null,
  nowMs: number,
): Promise<MotHistoryDto> {
  const source = motHistorySource(env);
  const plate = normalisePlate(rawPlate ?? "");
  if (!plate) return notFound("", source === demoMotHistory ? "DEMO" : "DVSA");
  // The demo source is local and never cached.
  if (source === demoMotHistory) return source.history(plate, nowMs);
  const key = new Request(`https://mot-history.cache/v1/${encodeURIComponent(plate)}`);
  const cache = (caches as unknown as { default: Cache }).default; // workerd's CacheStorage has `default`
  const hit = await cache.match(key);
  if (hit) return (await hit.json()) as MotHistoryDto;
  const answer = await source.history(plate, nowMs);
  const ttl = answer.status === "NOT_FOUND" ? NOT_FOUND_TTL_S : FOUND_TTL_S;
  const stored = new Response(JSON.stringify(answer), {
    headers: { "content-type": "application/json", "cache-control": `max-age=${ttl}` },
  });
  ctx.waitUntil(cache.put(key, stored));
  return answer;
}
