// Fans live events out to subscribers. One hub per name (idFromName): `auction:<id>` for buyers
// watching an auction, `seller:<orgId>` for a seller organisation, `global` for the search feed.
//
// Protocol: the Worker opens a WebSocket with `GET https://hub/subscribe?organizationId&groupId
// &deviceId` (Upgrade: websocket); the query becomes the socket's filter. Events arrive through the
// `publish(event, audience)` RPC and go to each socket whose filter may see the auction, as the
// JSON envelope. Subscribers only listen: "ping" is answered "pong" by the runtime without waking
// the object; anything else they send is ignored. A subscriber that has not pinged for three of
// the relay's heartbeats is gone though its socket is not (decision 0224): it is closed.
//
// Hibernation API: sockets are accepted with ctx.acceptWebSocket and their filters kept as
// attachments, so an idle hub is evicted from memory while its sockets stay connected.
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import {
  filterFromQuery,
  mayReceive,
  toEnvelope,
  type LiveAudience,
  type LiveEvent,
  type SubscriberFilter,
  HEARTBEAT_MS,
} from "./events";

/** A relay pings every heartbeat; one silent for three is no longer there to read what it is sent. */
export const SILENT_AFTER_MS = 3 * HEARTBEAT_MS;

/** The attachment: who listens, and since when (a new socket has not pinged yet). */
type Subscription = SubscriberFilter & { since: number };

export class TopicHub extends DurableObject<Env> {
  /** Filters read back from attachments, so a broadcast does not deserialise 500 of them. */
  private readonly filters = new WeakMap<WebSocket, Subscription | null>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== "/subscribe") return new Response("Not Found", { status: 404 });
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const filter = filterFromQuery(url.searchParams);
    this.liveSockets();
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ ...filter, since: Date.now() } satisfies Subscription);
    this.filters.set(server, { ...filter, since: Date.now() });
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends the event to every subscriber allowed to see it; answers how many it reached. */
  async publish(event: LiveEvent, audience: LiveAudience): Promise<number> {
    const message = JSON.stringify(toEnvelope(event));
    let delivered = 0;
    for (const ws of this.liveSockets()) {
      const filter = this.filterOf(ws);
      if (!filter || !mayReceive(filter, event, audience)) continue;
      try {
        ws.send(message);
        delivered++;
      } catch {
        // A socket that cannot take a message is dead: drop it rather than fail the others.
        closeQuietly(ws, 1011, "send failed");
      }
    }
    return delivered;
  }

  private filterOf(ws: WebSocket): Subscription | null {
    // After hibernation the map is empty again; the attachment survives it.
    if (!this.filters.has(ws)) this.filters.set(ws, (ws.deserializeAttachment() as Subscription | null) ?? null);
    return this.filters.get(ws) ?? null;
  }

  /**
   * The sockets whose relay still pings, closing the others: a relay whose own client left without
   * its stream ever failing stops its heartbeat, and sending to it would only fill a buffer.
   */
  private liveSockets(): WebSocket[] {
    const now = Date.now();
    return this.ctx.getWebSockets().filter((ws) => {
      const lastPing = this.ctx.getWebSocketAutoResponseTimestamp(ws)?.getTime() ?? this.filterOf(ws)?.since ?? now;
      if (now - lastPing <= SILENT_AFTER_MS) return true;
      closeQuietly(ws, 1001, "subscriber silent");
      console.info(JSON.stringify({ type: "hub_silent_subscriber", silentMs: now - lastPing }));
      return false;
    });
  }

  /** Open subscriptions (silent ones closed first), for tests and operations. */
  async subscriberCount(): Promise<number> {
    return this.liveSockets().length;
  }

  async webSocketMessage(): Promise<void> {
    // Subscribers only listen; their pings are answered by the auto-response.
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // Complete the closing handshake; 1005/1006 are not codes one may send back.
    closeQuietly(ws, code === 1005 || code === 1006 ? 1000 : code, reason);
  }

  async webSocketError(ws: WebSocket): Promise<void> {
    closeQuietly(ws, 1011, "error");
  }
}

function closeQuietly(ws: WebSocket, code: number, reason: string) {
  try {
    ws.close(code, reason);
  } catch {
    // Already closed.
  }
}
