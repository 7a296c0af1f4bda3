// The anonymous home page, kept at the edge for HOME_FRESH_SECONDS (decision 0156): most visitors
// to `/` are signed out and see the same page, so one render serves them all for a few seconds.
// Only a request that cannot be personalised is served from it or stored: GET `/` without a query,
// without the test clock, and with no cookie but the cookie notice's (whose value is in the key,
// as it decides whether the notice shows). A signed-in visitor carries the session cookie, so
// never reaches it; an answer that sets a cookie or is not a plain 200 page is never stored.
import { COOKIE_POLICY_COOKIE } from "./contract/cookie-policy";
import { TEST_NOW_HEADER } from "./contract/test-clock";

export const HOME_FRESH_SECONDS = 10;
/** Marks an answer served from the edge copy (for tests and the bench; it reveals nothing). */
export const HOME_CACHE_HEADER = "x-home-cache";

// workerd's CacheStorage has `default`; the DOM typing the project compiles against lacks it.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

/** The cache key for this request, or null when it may be personalised. */
export function homeCacheKey(request: Request, url: URL): Request | null {
  if (request.method !== "GET" || url.pathname !== "/" || url.search !== "") return null;
  if (request.headers.has(TEST_NOW_HEADER) || request.headers.has("authorization")) return null;
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => part.split("=", 1)[0]);
  if (names.some((name) => name !== COOKIE_POLICY_COOKIE)) return null;
  const variant = names.length > 0 ? "notice-answered" : "notice-shown";
  return new Request(`${url.origin}/__home-cache/${variant}`);
}

/** The stored page, marked as such, or null. */
export async function cachedHome(key: Request): Promise<Response | null> {
  const hit = await edgeCache().match(key);
  if (!hit) return null;
  const response = new Response(hit.body, hit);
  // The browser keeps no copy: the edge's max-age is for the edge alone.
  response.headers.delete("cache-control");
  response.headers.set(HOME_CACHE_HEADER, "hit");
  return response;
}

/** Stores the answer when it is the plain anonymous page; the caller still sends its own copy. */
export function storeHome(key: Request, response: Response, ctx: ExecutionContext): void {
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200 || response.headers.has("set-cookie") || !type.startsWith("text/html")) return;
  const copy = new Response(response.clone().body, response);
  copy.headers.set("cache-control", `public, max-age=${HOME_FRESH_SECONDS}`);
  ctx.waitUntil(edgeCache().put(key, copy));
}
