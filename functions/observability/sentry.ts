// Error reports to Sentry through toucan-js, the Sentry client written for Workers; only when the
// SENTRY_DSN secret is set. toucan sends no headers, cookies, query strings, bodies or IPs unless
// told to; the path is reduced to its route here too, so a reset token never leaves in a URL.
import { Toucan } from "toucan-js";
import { routeOfPath } from "./route-of-path";
import { currentTrace, type ErrorReporter } from "./trace";

export interface SentryEnv {
  SENTRY_DSN?: string;
  APP_ENV: string;
}

export function sentryReporter(
  env: SentryEnv,
  request: Request,
  ctx: ExecutionContext,
  release: string,
): ErrorReporter | null {
  if (!env.SENTRY_DSN) return null;
  return new Toucan({
    dsn: env.SENTRY_DSN,
    context: ctx,
    request,
    environment: env.APP_ENV,
    release,
    beforeSend(event) {
      if (event.request?.url) {
        const url = new URL(event.request.url);
        event.request.url = `${url.origin}${routeOfPath(url.pathname)}`;
      }
      const trace = currentTrace();
      if (trace) {
        event.tags = { ...event.tags, requestId: trace.requestId, route: trace.route ?? "" };
        if (trace.memberId != null) event.user = { id: String(trace.memberId) };
        if (trace.auctionId != null) event.tags.auctionId = String(trace.auctionId);
      }
      return event;
    },
  });
}
