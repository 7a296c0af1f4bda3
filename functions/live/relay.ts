// The API side of a live stream (sse-routes.ts): opens one WebSocket to each topic hub it needs and
// relays their events as Server-Sent Events, one chunk per event. DESIGN "Request flow" 3.
import type { Env } from "../env";
import { filterToQuery, HEARTBEAT_MS, STREAM_LIFETIME_MS, type LiveEvent, type SubscriberFilter } from "./events";
import { topicHub } from "./publish";

export { HEARTBEAT_MS };
const RECENT_EVENTS = 64;

/**
 * Subscribes to every hub before the response starts, so a client that sees the stream open is
 * already listening. One refusal closes the rest and throws.
 */
export async function openSubscriptions(
  env: Pick<Env, "TOPIC_HUB">,
  hubs: string[],
  filter: SubscriberFilter,
): Promise<WebSocket[]> {
  const query = filterToQuery(filter);
  const results = await Promise.allSettled(
    hubs.map(async (name) => {
      const response = await topicHub(env, name).fetch(`https://hub/subscribe?${query}`, {
        headers: { Upgrade: "websocket" },
      });
      const ws = response.webSocket;
      if (!ws) throw new Error(`hub ${name} answered ${response.status}`);
      ws.accept();
      return ws;
    }),
  );
  const sockets = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    sockets.forEach((ws) => closeQuietly(ws));
    throw failed.reason;
  }
  return sockets;
}

export interface RelayOptions {
  /** Relay only events about these auctions (the seller stream's auctionIds). */
  onlyAuctionIds?: Set<number>;
  headers?: HeadersInit;
}

/**
 * Streams hub messages to the client as `message` events (data: the JSON envelope). Ends, closing
 * every upstream socket, when the client leaves (request signal, or a write that fails), when a
 * hub goes away, or at the stream's lifetime, so the browser reconnects and refetches what it shows.
 */
export function relayEvents(request: Request, sockets: WebSocket[], options: RelayOptions = {}): Response {
  const stop = new AbortController();
  const onClientGone = () => stop.abort();
  // A client that left while the hubs were being subscribed has aborted already, and an abort
  // event is fired once: its relay would hold the sockets until the stream's lifetime.
  if (request.signal?.aborted) stop.abort();
  else request.signal?.addEventListener("abort", onClientGone, { once: true });

  return sseStream(
    stop.signal,
    (send, stalled) => {
      const recent: string[] = [];
      const emit = (event: string, data: string) => {
        try {
          send({ event, data });
        } catch {
          stop.abort(); // the client stream is closed
        }
      };
      const only = options.onlyAuctionIds;
      const onMessage = (message: MessageEvent) => {
        const data = message.data;
        // Hubs send JSON envelopes and "pong"; nothing else is relayed.
        if (typeof data !== "string" || data[0] !== "{") return;
        if (only && !only.has(auctionIdOf(data) ?? -1)) return;
        // AUCTION_PUBLISHED reaches a client through both its auction hub and the global feed;
        // every hub serialises the same envelope, so the text itself identifies the event.
        if (sockets.length > 1) {
          if (recent.includes(data)) return;
          recent.push(data);
          if (recent.length > RECENT_EVENTS) recent.shift();
        }
        emit("message", data);
      };
      const onUpstreamGone = () => stop.abort();
      for (const ws of sockets) {
        ws.addEventListener("message", onMessage);
        ws.addEventListener("close", onUpstreamGone);
        ws.addEventListener("error", onUpstreamGone);
      }
      let beats = 0;
      const heartbeat = setInterval(() => {
        if (++beats * HEARTBEAT_MS >= STREAM_LIFETIME_MS) {
          stop.abort(); // the browser reopens it (decision 0230)
          return;
        }
        // A client that has not taken anything since the last heartbeat is gone, though no write
        // failed: a stream workerd stopped reading (its client left) is neither cancelled nor
        // errored, and its request signal may never abort (issue 26 item 5, decision 0224).
        if (stalled(HEARTBEAT_MS)) {
          console.info(JSON.stringify({ type: "live_stream_stalled", hubs: sockets.length }));
          stop.abort();
          return;
        }
        emit("heartbeat", "");
        // Keeps the hub sockets alive too; the hub answers without waking up.
        for (const ws of sockets) {
          try {
            ws.send("ping");
          } catch {
            stop.abort();
          }
        }
      }, HEARTBEAT_MS);

      return () => {
        clearInterval(heartbeat);
        request.signal?.removeEventListener("abort", onClientGone);
        for (const ws of sockets) {
          ws.removeEventListener("message", onMessage);
          ws.removeEventListener("close", onUpstreamGone);
          ws.removeEventListener("error", onUpstreamGone);
          closeQuietly(ws);
        }
      };
    },
    { headers: options.headers },
  );
}

/**
 * A Server-Sent Events response, as remix-utils' eventStream makes it but with each event encoded
 * into one chunk: the web app passes these chunks through untouched (decision 0158), so every event
 * is one write on each hop. `init` subscribes and answers its cleanup, run once when `signal` aborts;
 * `stalled(ms)` answers whether a chunk has waited unread for that long (nobody reads the stream).
 */
function sseStream(
  signal: AbortSignal,
  init: (send: (frame: { event: string; data: string }) => void, stalled: (ms: number) => boolean) => () => void,
  options: { headers?: HeadersInit },
): Response {
  const encoder = new TextEncoder();
  /** When the reader last asked for more: a reader keeping up asks as it takes each chunk. */
  let lastPull = Date.now();
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = ({ event, data }: { event: string; data: string }) =>
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${data}\n\n`));
      // Something is queued (an idle stream's queue is empty) and nothing was taken for `ms`.
      const stalled = (ms: number) => (controller.desiredSize ?? 1) <= 0 && Date.now() - lastPull >= ms;
      const cleanup = init(send, stalled);
      let closed = false;
      close = () => {
        if (closed) return;
        closed = true;
        cleanup();
        signal.removeEventListener("abort", close);
        try {
          // Chunks still queued will never be read: drop them rather than keep them until collected.
          if ((controller.desiredSize ?? 1) <= 0) controller.error(new Error("client gone"));
          else controller.close();
        } catch {
          // Cancelled by the reader already.
        }
      };
      signal.addEventListener("abort", close);
      if (signal.aborted) close();
    },
    pull() {
      lastPull = Date.now();
    },
    cancel() {
      close();
    },
  });
  const headers = new Headers(options.headers);
  headers.set("content-type", "text/event-stream");
  headers.set("cache-control", "no-cache");
  headers.set("connection", "keep-alive");
  return new Response(body, { headers });
}

function auctionIdOf(data: string): number | null {
  try {
    return (JSON.parse(data) as LiveEvent).auctionId;
  } catch {
    return null;
  }
}

function closeQuietly(ws: WebSocket) {
  try {
    ws.close(1000, "subscriber left");
  } catch {
    // Already closed.
  }
}
