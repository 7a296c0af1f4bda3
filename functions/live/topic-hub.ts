// Fans live events out to subscribers. One hub per name (idFromName): `auction:<id>` for buyers
// watching an auction, `seller:<orgId>` for a seller organisation, `global` for the search feed.
//
// Protocol: the Worker opens a WebSocket with `GET https://hub/subscribe?organizationId&groupId
// &deviceId` (Upgrade: websocket); the query becomes the socket's filter. Events arrive through the
// `publish(event, audience)` RPC and go to each socket whose filter may see the auction, as the
// JSON envelope. Subscribers only listen: "ping" is answered "pong" by the runtime without waking
// the object; anything else they send is ignored.
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
} from "./events";

export class TopicHub extends DurableObject<Env> {
  /** Filters read back from attachments, so a broadcast does not deserialise 500 of them. */
  private readonly filters = new WeakMap<WebSocket, SubscriberFilter | null>();

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
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(filter);
    this.filters.set(server, filter);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends the event to every subscriber allowed to see it; answers how many it reached. */
  async publish(event: LiveEvent, audience: LiveAudience): Promise<number> {
    const message = JSON.stringify(toEnvelope(event));
    let delivered = 0;
    for (const ws of this.ctx.getWebSockets()) {
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

  private filterOf(ws: WebSocket): SubscriberFilter | null {
    // After hibernation the map is empty again; the attachment survives it.
    if (!this.filters.has(ws)) this.filters.set(ws, (ws.deserializeAttachment() as SubscriberFilter | null) ?? null);
    return this.filters.get(ws) ?? null;
  }

  /** Open subscriptions, for tests and operations. */
  async subscriberCount(): Promise<number> {
    return this.ctx.getWebSockets().length;
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
