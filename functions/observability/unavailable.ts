// Overload answered calmly (issue 15, decision 0061): when D1 or a Durable Object is overloaded or
// cannot be reached, the API answers 503 with Retry-After and the spec's network message, never a
// 500. The client keeps what was typed and tries again; a bid retried with its Idempotency-Key is
// never placed twice (the engine's idempotency).
import { ERROR_MESSAGES } from "../contract/messages/common";

export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_CODE = "SERVICE_UNAVAILABLE";

// Messages Cloudflare documents for transient D1 and Durable Object failures (their error
// handling pages); Durable Object errors also carry `retryable` or `overloaded` flags.
const TRANSIENT = [
  /overloaded/i,
  /too many requests queued/i,
  /queued for too long/i,
  /network connection lost/i,
  /transient issue/i,
  /exceeded (its )?(memory|cpu time) limit and was reset/i,
  /storage operation exceeded timeout/i,
  /storage caused object to be reset/i,
  /reset because its code was updated/i,
  /cannot (resolve|connect to) d1/i,
];

interface CloudflareError {
  message?: unknown;
  retryable?: unknown;
  overloaded?: unknown;
  cause?: unknown;
}

/** True for a failure of the platform, not of the input: Drizzle wraps D1's error in `cause`. */
export function isUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const cf = e as CloudflareError;
    if (cf.overloaded === true || cf.retryable === true) return true;
    if (typeof cf.message === "string" && TRANSIENT.some((re) => re.test(cf.message as string))) return true;
    e = cf.cause;
  }
  return false;
}

export function unavailableResponse(): Response {
  const body = { errorCode: UNAVAILABLE_CODE, message: ERROR_MESSAGES.NETWORK };
  return new Response(JSON.stringify(body), {
    status: 503,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "retry-after": String(RETRY_AFTER_SECONDS),
    },
  });
}
