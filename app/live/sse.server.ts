// The two live streams of spec 001 section 7. The cookie session authenticates; the API decides
// which auctions the viewer may watch; the relay subscribes to the topic hubs and streams events.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { requireViewer, viewerApi, type Viewer } from "~/sessions/viewer.server";
import type { VisibleAuctions } from "../../functions/live/live-routes";
import { auctionHub, GLOBAL_HUB, sellerHub, type SubscriberFilter } from "../../functions/live/events";
import { openSubscriptions, relayEvents } from "../../functions/live/relay";
import { parseStreamQuery, type LiveStreamKind, type StreamQuery } from "./stream-query";

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });

export async function liveStream(request: Request, context: AppLoadContext, kind: LiveStreamKind): Promise<Response> {
  const viewer = await requireViewer(request, context);
  const query = parseStreamQuery(new URL(request.url));
  // _st ties the stream to the sign-in the page was rendered for.
  if (query.streamToken && query.streamToken !== viewer.claims._st) {
    return plain(403, "The live updates token does not match this session");
  }
  if (kind === "seller" && (!viewer.claims.isSeller || viewer.claims.organizationId === null)) {
    return plain(403, "Access denied");
  }
  // Also re-checks the member (blocked, removed, roles changed) on every (re)connect.
  const answer = await viewerApi<VisibleAuctions>(request, context, viewer, "POST", "/live/visible-auctions", {
    body: { auctionIds: query.auctionIds },
  });
  if (!answer.ok) return plain(answer.status, answer.error.message);

  const plan = kind === "buyer" ? buyerPlan(query, answer.data) : sellerPlan(query, answer.data, viewer);
  const filter: SubscriberFilter = {
    organizationId: answer.data.organizationId,
    groupId: answer.data.groupId,
    ...(query.deviceId ? { deviceId: query.deviceId } : {}),
  };
  let sockets: WebSocket[];
  try {
    sockets = await openSubscriptions(context.cloudflare.env, plan.hubs, filter);
  } catch (error) {
    console.error("live stream: hub subscription failed", error);
    return plain(503, "Live updates are unavailable. Please refresh the page.");
  }
  const headers = new Headers({ "x-accel-buffering": "no" });
  return relayEvents(request, sockets, { onlyAuctionIds: plan.only, headers });
}

/** Buyers watch each visible auction, plus the search feed of new auctions when asked. */
function buyerPlan(query: StreamQuery, visible: VisibleAuctions) {
  const hubs = visible.auctionIds.map(auctionHub);
  if (query.feed === "global") hubs.push(GLOBAL_HUB);
  return { hubs, only: undefined };
}

/** Sellers listen to their organisation's room, narrowed to the auctions asked for, if any. */
function sellerPlan(query: StreamQuery, visible: VisibleAuctions, viewer: Viewer) {
  const hubs = [sellerHub(viewer.claims.organizationId!)];
  return { hubs, only: query.auctionIds.length > 0 ? new Set(visible.auctionIds) : undefined };
}
