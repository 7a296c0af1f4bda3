// Passes the API's live stream (Server-Sent Events) through to the browser untouched (issue 23
// item 4, decision 0158): each event was encoded once by the API's relay, and nothing here decodes,
// parses or re-encodes it. The stream ends when the upstream ends or fails, so the browser
// reconnects and refetches what it shows (events are hints); when the browser leaves, the upstream
// call is aborted, which ends the API's relay and its hub subscriptions.

export interface RelayUpstreamOptions {
  /** The browser's request signal: it aborts when the visitor leaves. */
  clientSignal?: AbortSignal;
  /** Ends the upstream call (the API request, local or remote). */
  abortUpstream?: () => void;
  headers?: HeadersInit;
}

export function relayUpstream(body: ReadableStream<Uint8Array>, options: RelayUpstreamOptions = {}): Response {
  const { clientSignal, abortUpstream } = options;
  if (clientSignal && abortUpstream) {
    if (clientSignal.aborted) abortUpstream();
    else clientSignal.addEventListener("abort", abortUpstream, { once: true });
  }
  const headers = new Headers(options.headers);
  headers.set("content-type", "text/event-stream");
  headers.set("cache-control", "no-cache");
  headers.set("connection", "keep-alive");
  return new Response(body, { headers });
}
