// Where server-side errors of the web app go (Remix's handleError in entry.server). The Worker
// points it at its error reporter (Sentry when SENTRY_DSN is set, functions/observability); the web
// app only calls it, so app/ never imports the reporter. Pure: a function slot, no I/O.
type Sink = (error: unknown) => void;

let sink: Sink = () => {};

export function setErrorSink(next: Sink): void {
  sink = next;
}

export function reportServerError(error: unknown): void {
  sink(error);
}
