// Wraps the Worker's fetch handler: a trace per request (trace.ts), the request's log line when it
// ends (log.ts), an `x-request-id` on the answer so a dealer's report can be found in the logs, and
// unexpected errors to Sentry when SENTRY_DSN is set (sentry.ts).
import { logLine } from "./log";
import { routeOfPath } from "./route-of-path";
import { sentryReporter, type SentryEnv } from "./sentry";
import { runTraced, type RequestTrace } from "./trace";
import { buildVersion } from "./build-version";
import { isUnavailable, unavailableResponse } from "./unavailable";

type Handler<E> = (request: Request, env: E, ctx: ExecutionContext) => Promise<Response>;

function withRequestId(response: Response, requestId: string): Response {
  // A WebSocket upgrade cannot be rebuilt; its id is still in the log line.
  if (response.status === 101) return response;
  try {
    response.headers.set("x-request-id", requestId);
    return response;
  } catch {
    // Immutable headers (a fetched answer passed through): copy them.
    const headers = new Headers(response.headers);
    headers.set("x-request-id", requestId);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

export function observed<E extends SentryEnv>(handler: Handler<E>): Handler<E> {
  return async (request, env, ctx) => {
    const started = Date.now();
    const { pathname } = new URL(request.url);
    const isApi = pathname === "/api" || pathname.startsWith("/api/");
    const trace: RequestTrace = {
      // Cloudflare's ray id ties the line to the dashboard's own request logs.
      requestId: request.headers.get("cf-ray") ?? crypto.randomUUID(),
      // API requests get their route pattern from the router; pages are named by their path.
      route: isApi ? null : routeOfPath(pathname),
      memberId: null,
      auctionId: null,
      reporter: sentryReporter(env, request, ctx, buildVersion()),
    };
    return runTraced(trace, async () => {
      let status = 500;
      let error: string | undefined;
      try {
        const response = await handler(request, env, ctx);
        status = response.status;
        return withRequestId(response, trace.requestId);
      } catch (thrown) {
        trace.reporter?.captureException(thrown);
        error = thrown instanceof Error ? thrown.name : typeof thrown;
        // Storage overloaded or out of reach (media from R2, a page): 503, never 500 (decision 0061).
        if (!isUnavailable(thrown)) throw thrown;
        status = 503;
        return withRequestId(unavailableResponse(), trace.requestId);
      } finally {
        logLine({
          type: "request",
          requestId: trace.requestId,
          method: request.method,
          route: trace.route ?? routeOfPath(pathname),
          status,
          durationMs: Date.now() - started,
          memberId: trace.memberId,
          auctionId: trace.auctionId,
          ...(error ? { error } : {}),
        });
      }
    });
  };
}
