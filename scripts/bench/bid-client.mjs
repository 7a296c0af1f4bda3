// The bench's HTTP client pieces shared by the bidding, soft-close storm and fan-out benches: one
// request through an undici pool, an auction's minimum next bid, and one bid with an Idempotency-Key
// that keeps the caller's idea of the minimum up to date from the answer.
import { performance } from "node:perf_hooks";

/** One step of £50: a bidder that was outbid tries again at least this much above the answer. */
export const STEP = 5000;

/** One request through the pool: status, parsed JSON (or null) and milliseconds. */
export async function call(pool, method, path, { token, body, key } = {}) {
  const headers = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  if (key) headers["idempotency-key"] = key;
  const t0 = performance.now();
  const res = await pool.request({
    method,
    path,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.body.json().catch(() => null);
  return { status: res.statusCode, json, ms: performance.now() - t0 };
}

export async function minimumOf(pool, token, auctionId) {
  const res = await call(pool, "GET", `/api/auction/${auctionId}`, { token });
  if (res.status !== 200) throw new Error(`GET /auction/${auctionId}: ${res.status}`);
  return res.json.data.minimumBidInPence;
}

let keyCounter = 0;
/** One bid; keeps `next` (the minimum per auction) up to date from the answer. */
export async function bidOnce(pool, token, auctionId, amountInPence, next, counts) {
  let res;
  try {
    const key = `bench-${process.pid}-${++keyCounter}`;
    res = await call(pool, "POST", "/api/auction/bid", { token, body: { auctionId, amountInPence }, key });
  } catch (error) {
    countError(counts, `no answer: ${error?.code ?? error?.message ?? error}`);
    return null;
  }
  if (res.status === 200) {
    counts.accepted++;
    const proxy = res.json.data.result.proxyBidInPence;
    next.set(auctionId, Math.max(next.get(auctionId), proxy + STEP, amountInPence + STEP));
  } else if (res.status === 400 || res.status === 409) {
    counts.refused++;
    const named = /£([\d,]+)/.exec(res.json?.message ?? "");
    if (named) next.set(auctionId, Math.max(next.get(auctionId), Number(named[1].replace(/,/g, "")) * 100));
  } else countError(counts, `${res.status} ${res.json?.errorCode ?? ""} ${res.json?.message ?? ""}`.trim());
  return res;
}

/** An error, counted and kept by kind (status, error code and message) so a bench can say what it was. */
function countError(counts, kind) {
  counts.errors++;
  counts.errorKinds ??= {};
  counts.errorKinds[kind] = (counts.errorKinds[kind] ?? 0) + 1;
}

/** "3 x 503 SERVICE_UNAVAILABLE ..., 1 x ..." for a run's errors, or "" when there were none. */
export function errorSummary(counts) {
  return Object.entries(counts.errorKinds ?? {})
    .map(([kind, n]) => `${n} x ${kind}`)
    .join("; ");
}
