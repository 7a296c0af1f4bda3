// Relays an upstream Server-Sent Events body (the API's live stream) to the browser with
// remix-utils eventStream, event by event. Ends when the upstream ends or fails, so the browser
// reconnects and refetches what it shows (events are hints); stops reading the upstream, and
// aborts the call, when the browser leaves.
import { eventStream } from "remix-utils/sse/server";
import { createSseParser } from "./sse-frames";

export interface RelayUpstreamOptions {
  /** The browser's request signal: it aborts when the visitor leaves. */
  clientSignal?: AbortSignal;
  /** Ends the upstream call (the API request, local or remote). */
  abortUpstream?: () => void;
  headers?: HeadersInit;
}

export function relayUpstream(body: ReadableStream<Uint8Array>, options: RelayUpstreamOptions = {}): Response {
  const stop = new AbortController();
  const onClientGone = () => stop.abort();
  options.clientSignal?.addEventListener("abort", onClientGone, { once: true });

  return eventStream(
    stop.signal,
    (send) => {
      const reader = body.getReader();
      const decoder = new TextDecoder();
      let ended = false;
      const parser = createSseParser((frame) => {
        if (ended) return;
        try {
          send(frame);
        } catch {
          stop.abort(); // the browser's stream is closed
        }
      });
      void (async () => {
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done || ended) break;
            parser.push(decoder.decode(value, { stream: true }));
          }
        } catch {
          // The upstream failed or was cancelled: end ours either way.
        }
        stop.abort();
      })();

      return () => {
        ended = true;
        options.clientSignal?.removeEventListener("abort", onClientGone);
        options.abortUpstream?.();
        reader.cancel().catch(() => undefined);
      };
    },
    { headers: options.headers },
  );
}
