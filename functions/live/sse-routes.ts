// The API's live streams (spec 001 section 7, DESIGN "Request flow" 3): `GET /sse/auction/buyer`
// and `GET /sse/auction/seller` with `auctionIds` (repeated), `_st`, `deviceId` and, for the
// search list, `feed=global`. Bearer-token auth like every API route, so the web app relays them
// the same whether the API runs in-process or as another Worker (AUCTION_API_URL). The answer is
// `text/event-stream`: `message` events carry the JSON envelope, `heartbeat` events keep proxies
// from closing an idle stream. Events are hints: a client refetches what it shows.
import type { ApiContext, Route } from "../api/types";
import { ApiError, forbidden } from "../api/http";
import { auctionHub, GLOBAL_HUB, sellerHub, type SubscriberFilter } from "./events";
import { visibleAuctions, type VisibleAuctions } from "./live-routes";
import { openSubscriptions, relayEvents } from "./relay";
import { z } from "../contract/answers/zod";
import { LiveEventSchema } from "../contract/answers/live-event";
import { MAX_STREAM_AUCTIONS } from "../contract/live";
import { DEVICE_ID, parseStreamQuery, type LiveStreamKind, type StreamQuery } from "../contract/live-stream-query";

import { LIVE_STREAM_MESSAGES } from "../contract/messages/live";

interface StreamPlan {
  hubs: string[];
  /** Relay only events about these auctions. */
  only?: Set<number>;
}

async function liveStream({ request, url, env, caller }: ApiContext, kind: LiveStreamKind): Promise<Response> {
  const query = parseStreamQuery(url);
  // `_st` is the token's stream claim (spec 000 section 3), stable across token refreshes: a stream
  // opened for one sign-in is not reused by another on the same device.
  if (query.streamToken && query.streamToken !== caller.streamToken) {
    throw forbidden(LIVE_STREAM_MESSAGES.STREAM_TOKEN_MISMATCH);
  }
  if (kind === "seller" && (!caller.isSeller || caller.organizationId === null)) throw forbidden();
  const visible = await visibleAuctions(env, caller.organizationId, query.auctionIds);
  const plan = kind === "buyer" ? buyerPlan(query, visible) : sellerPlan(query, visible, caller.organizationId!);
  const filter: SubscriberFilter = {
    organizationId: visible.organizationId,
    groupId: visible.groupId,
    ...(query.deviceId ? { deviceId: query.deviceId } : {}),
  };
  let sockets: WebSocket[];
  try {
    // Subscribed before the answer starts: a client that sees the stream open is listening.
    sockets = await openSubscriptions(env, plan.hubs, filter);
  } catch (error) {
    console.error("live stream: hub subscription failed", error);
    throw new ApiError(503, LIVE_STREAM_MESSAGES.UNAVAILABLE);
  }
  return relayEvents(request, sockets, { onlyAuctionIds: plan.only, headers: { "x-accel-buffering": "no" } });
}

/** Buyers watch each visible auction, plus the search feed of new auctions when asked. */
function buyerPlan(query: StreamQuery, visible: VisibleAuctions): StreamPlan {
  const hubs = visible.auctionIds.map(auctionHub);
  if (query.feed === "global") hubs.push(GLOBAL_HUB);
  return { hubs };
}

/** Sellers listen to their organisation's room, narrowed to the auctions asked for, if any. */
function sellerPlan(query: StreamQuery, visible: VisibleAuctions, organizationId: number): StreamPlan {
  const hubs = [sellerHub(organizationId)];
  return { hubs, only: query.auctionIds.length > 0 ? new Set(visible.auctionIds) : undefined };
}

/** The query for the document; parseStreamQuery reads it, ignoring junk rather than refusing it. */
const StreamQueryDoc = z.object({
  auctionIds: z
    .array(z.number().int().positive())
    .max(MAX_STREAM_AUCTIONS)
    .optional()
    .openapi({ description: "Auctions to watch, repeated (`auctionIds=1&auctionIds=2`) or comma-separated" }),
  _st: z.string().optional().openapi({ description: "The token's `_st` claim: ties the stream to one sign-in" }),
  deviceId: z
    .string()
    .regex(DEVICE_ID)
    .optional()
    .openapi({ description: "The device's id, so events it caused itself can be told apart" }),
  feed: z.enum(["global"]).optional().openapi({ description: "Buyer only: also newly published auctions" }),
});

/** One stream a kind: the same route but for what it follows. */
const KINDS = [
  { kind: "buyer", summary: "Live events of the auctions a buyer watches (text/event-stream)" },
  { kind: "seller", summary: "Live events of the caller's organisation's auctions (text/event-stream)" },
] as const;

export const sseRoutes: Route[] = KINDS.map(({ kind, summary }) => ({
  method: "GET",
  path: `/sse/auction/${kind}`,
  access: "member",
  request: { query: StreamQueryDoc, checkedByHandler: true },
  answers: { eventStream: LiveEventSchema },
  summary,
  tags: ["live"],
  handler: (c: ApiContext) => liveStream(c, kind),
}));
