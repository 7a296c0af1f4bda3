// The Worker entry and composition root: static files are served by the assets binding before this
// runs; /api/* goes to the REST API; everything else is the Remix app, which reaches the API through
// one client. It stands above both app/ and functions/ (decision 0151): the one file that sees both.
import { createRequestHandler, type ServerBuild } from "@remix-run/cloudflare";
// The Remix server build is produced by `remix build` before wrangler bundles this file.
import * as build from "./build/index.js";
import { isProduction, type Env } from "./functions/env";
import { createApiHandler, type InProcessCall } from "./functions/api/router";
import { mountedRoutes } from "./functions/api-routes";
import { createApiClient } from "./app/api/client.server";
import { forwardedTestNow } from "./functions/contract/test-clock";
import { createNonce, withSecurityHeaders } from "./functions/security-headers";
import { CSP_REPORT_PATH, handleCspReport } from "./functions/csp-report";
import { sweepOverdue, wakeHeldRooms } from "./functions/auctions/room/room-client";
import { sweepCharges } from "./functions/payments/charging";
import { sweepNotices } from "./functions/notifications/sweep";
import { pruneExpired } from "./functions/retention/prune";
import { runArchive } from "./functions/auctions/archive/archiver";
import { runMonthlyInvoicing } from "./functions/books/invoicing";
import { CROSS_ORIGIN_MESSAGE, isSameOrigin } from "./functions/contract/origin";
import { serveMedia } from "./functions/media/serve";
import { retryPendingVariants } from "./functions/media/pending-variants";
import { sessionCookieHolder, withSessionCookie } from "./functions/contract/session-cookie";
import { withObservability } from "./functions/observability";
import { withD1Count } from "./functions/api/test-faults";
import { cachedHome, homeCacheKey, storeHome } from "./functions/home-cache";

export { AuctionRoom } from "./functions/auctions/room/auction-room";
export { TopicHub } from "./functions/live/topic-hub";
export { PushSender } from "./functions/push/push-sender";

const remixHandler = createRequestHandler(build as unknown as ServerBuild);
/** The REST API over the mount table (functions/api-routes.ts): which domains serve /api. */
const handleApi = createApiHandler(mountedRoutes);

/** Set by the first request this isolate serves: the start-up wake runs once per start. */
let started = false;

/**
 * Outside production, the first request after a start wakes the rooms that hold live auctions:
 * workerd (wrangler dev) never fires an alarm that fell due while it was stopped, so an outbox a
 * stop left undrained would wait for the next request to that auction (decision 0070). Production
 * alarms are durable, and isolates start often there, so it does not run there.
 */
function wakeOnStart(env: Env, ctx: ExecutionContext): void {
  if (started) return;
  started = true;
  // A web-only Worker (the API elsewhere, AUCTION_API_URL) has no D1 and no rooms to wake.
  if (isProduction(env) || !env.DB) return;
  ctx.waitUntil(
    wakeHeldRooms(env).then(
      (n) => n > 0 && console.info(`start-up wake: ${n} rooms`),
      (error) => console.error("start-up wake failed", error),
    ),
  );
}

/** Everything a request can be: the REST API, media, CSP reports, or the Remix app. */
async function serve(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  // /api/docs, the API reference, is a page of the web app (issue 25 item 4); the rest of /api is the API.
  if ((url.pathname === "/api" || url.pathname.startsWith("/api/")) && url.pathname !== "/api/docs") {
    return handleApi(request, env, ctx);
  }
  if (url.pathname.startsWith("/media/")) {
    return serveMedia(request, env, decodeURIComponent(url.pathname.slice("/media/".length)));
  }
  // Browsers post violation reports without our origin; nothing here reads a cookie.
  if (url.pathname === CSP_REPORT_PATH) return handleCspReport(request, env);
  // Every cookie-authenticated form post must come from our own pages. Actions check too
  // (assertSameOrigin); this answers a clean 403 before Remix's own origin check throws a 500.
  if (request.method !== "GET" && request.method !== "HEAD" && !isSameOrigin(request, env)) {
    return new Response(CROSS_ORIGIN_MESSAGE, { status: 403 });
  }
  // The page's API calls share who their token belongs to: verified and read once a page (decision 0155).
  const inProcess: InProcessCall = { callers: new Map() };
  // The anonymous home page: one render serves every signed-out visitor for a few seconds.
  const homeKey = homeCacheKey(request, url);
  const hit = homeKey && (await cachedHome(homeKey));
  if (hit) return hit;
  const api = createApiClient(env, (req) => handleApi(req, env, ctx, inProcess), forwardedTestNow(request, env));
  // One cookie path (decision 0024) and the CSP nonce (decision 0025).
  // Loaders mark the web session changed in this holder; its cookie is committed here, once.
  const session = sessionCookieHolder();
  // One nonce per request, shared by the page's inline scripts (entry.server, root) and the header.
  const cspNonce = createNonce();
  const answer = await remixHandler(request, { cloudflare: { env, ctx }, api, session, cspNonce });
  const response = await withSessionCookie(answer, session);
  const secured = withSecurityHeaders(response, { nonce: cspNonce, production: isProduction(env) });
  if (homeKey) storeHome(homeKey, secured, ctx);
  return secured;
}

const worker = {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    // Test builds and test mode only, on request: D1 statements counted across the whole request
    // (decision 0095); production's bundle drops it with the other test code (decision 0103).
    const counted = INCLUDE_TEST_CODE ? withD1Count(env, request) : null;
    const answer = await serve(request, counted?.env ?? env, ctx);
    const response = counted ? counted.report(answer) : answer;
    // After the first answer: it is not slowed, and a live stream it opened already listens.
    wakeOnStart(env, ctx);
    return response;
  },
  // Production cron (wrangler.toml): closes auctions whose alarm did not fire, as a backstop.
  async scheduled(_event: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    ctx.waitUntil(sweepOverdue(env, new Date().toISOString(), 100));
    // Fees of sold auctions and launches: charged to the saved card or direct debit (decision 0051).
    ctx.waitUntil(
      sweepCharges(env, new Date().toISOString()).catch((error) => console.error("charge sweep failed", error)),
    );
    // Acceptance reminders and the email API's share of the outbox (issue 13).
    ctx.waitUntil(sweepNotices(env, Date.now()).catch((error) => console.error("notice sweep failed", error)));
    // Photos whose variants could not be made when posted (decision 0116).
    ctx.waitUntil(retryPendingVariants(env).catch((error) => console.error("photo variant retry failed", error)));
    // Last month's invoices, once (the first tick of a month does it; later ticks find the run).
    ctx.waitUntil(
      runMonthlyInvoicing(env.DB, new Date().toISOString()).catch((error) => console.error("invoicing failed", error)),
    );
    // Sent emails, finished pushes, spent tokens: kept only as long as they serve (decision 0141).
    ctx.waitUntil(pruneExpired(env.DB, Date.now()).catch((error) => console.error("retention prune failed", error)));
    // Closed auctions 30 days past their end move to R2, a batch a tick (decision 0159).
    ctx.waitUntil(runArchive(env, Date.now()).catch((error) => console.error("archive run failed", error)));
  },
} satisfies ExportedHandler<Env>;

// A log line per request and cron run, a request id, and errors to Sentry (functions/observability).
export default withObservability(worker);
