// The trace of the request being served: its id, its route and who and what it concerned. Held in
// AsyncLocalStorage (nodejs_compat), so the API router, called in-process by the Remix app, adds to
// the same trace as the page request that called it, and nothing has to be passed along.
import { AsyncLocalStorage } from "node:async_hooks";

export interface ErrorReporter {
  captureException(error: unknown): unknown;
}

export interface RequestTrace {
  requestId: string;
  /** Route pattern, e.g. `POST /auction/{id}/bids` or `/auction/{id}`; never a raw query string. */
  route: string | null;
  memberId: number | null;
  auctionId: number | null;
  reporter: ErrorReporter | null;
}

const storage = new AsyncLocalStorage<RequestTrace>();

export const currentTrace = (): RequestTrace | undefined => storage.getStore();

export function runTraced<T>(trace: RequestTrace, fn: () => Promise<T>): Promise<T> {
  return storage.run(trace, fn);
}

type Notes = Partial<Pick<RequestTrace, "route" | "memberId" | "auctionId">>;

/**
 * Adds what the request turned out to concern. The first value wins: a page's own route and the
 * first auction or member it touched describe it better than its later in-process API calls.
 */
export function annotate(notes: Notes): void {
  const trace = currentTrace();
  if (!trace) return;
  for (const key of ["route", "memberId", "auctionId"] as const) {
    const value = notes[key];
    if (trace[key] == null && value != null) (trace as Record<typeof key, unknown>)[key] = value;
  }
}

/** Sends an unexpected error to Sentry when this request has a reporter (SENTRY_DSN set). */
export function reportError(error: unknown): void {
  currentTrace()?.reporter?.captureException(error);
}
