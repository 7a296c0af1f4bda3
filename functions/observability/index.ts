// What worker.ts uses: its handlers wrapped once, so the entry itself stays about routing.
import { setErrorSink } from "../contract/error-sink";
import { logLine } from "./log";
import { observed } from "./observe";
import { sentryReporter, type SentryEnv } from "./sentry";
import { reportError, runTraced } from "./trace";
import { buildVersion } from "./build-version";

// The web app's server errors (entry.server handleError) go to this request's reporter.
setErrorSink(reportError);

interface Handlers<E> {
  fetch(request: Request, env: E, ctx: ExecutionContext): Promise<Response>;
  scheduled?(controller: ScheduledController, env: E, ctx: ExecutionContext): Promise<void>;
}

/** The Worker's handlers with a log line per request or cron run and errors to Sentry. */
export function withObservability<E extends SentryEnv, H extends Handlers<E>>(handlers: H): H {
  const scheduled = handlers.scheduled?.bind(handlers);
  return {
    ...handlers,
    fetch: observed(handlers.fetch.bind(handlers)),
    ...(scheduled && {
      async scheduled(controller: ScheduledController, env: E, ctx: ExecutionContext) {
        // No request: a placeholder one gives Sentry the Worker's own name for the event.
        const reporter = sentryReporter(env, new Request("https://cron.invalid/"), ctx, buildVersion());
        const trace = {
          requestId: crypto.randomUUID(),
          route: `cron ${controller.cron}`,
          memberId: null,
          auctionId: null,
          reporter,
        };
        const started = Date.now();
        await runTraced(trace, async () => {
          let status = 200;
          try {
            await scheduled(controller, env, ctx);
          } catch (error) {
            status = 500;
            reporter?.captureException(error);
            throw error;
          } finally {
            const line = { type: "request" as const, requestId: trace.requestId, method: "CRON", route: trace.route };
            logLine({ ...line, status, durationMs: Date.now() - started, memberId: null, auctionId: null });
          }
        });
      },
    }),
  };
}
