// The two live streams of spec 001 section 7, on the web app. The cookie session authenticates;
// the API's own stream (`/api/sse/auction/*`, reached only through the API client, in-process or
// remote) decides what the viewer may watch and subscribes to the topic hubs; this relays it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { clientIp, forcesLogout, requireViewer, signedOutRedirect } from "~/sessions/viewer.server";
import { relayUpstream } from "./sse-relay.server";
import type { LiveStreamKind } from "./stream-query";

const UNAVAILABLE = "Live updates are unavailable. Please refresh the page.";

const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });

export async function liveStream(request: Request, context: AppLoadContext, kind: LiveStreamKind): Promise<Response> {
  const viewer = await requireViewer(request, context);
  const upstreamCall = new AbortController();
  // The API reads and checks the query (auctionIds, feed, _st, deviceId) itself.
  const search = new URL(request.url).search;
  let upstream: Response;
  try {
    upstream = await context.api.callRaw("GET", `/sse/auction/${kind}` as const, {
      relayQuery: search,
      token: viewer.token,
      ip: clientIp(request),
      accept: "text/event-stream",
      signal: upstreamCall.signal,
    });
  } catch (error) {
    console.error("live stream: the API stream could not be opened", error);
    return plain(503, UNAVAILABLE);
  }
  if (!upstream.ok || !upstream.body) {
    const error = await errorOf(upstream);
    // Also re-checks the member (blocked, removed, roles changed) on every (re)connect.
    if (forcesLogout(upstream.status, error.errorCode)) throw await signedOutRedirect(request, context, "/login");
    return plain(upstream.ok ? 503 : upstream.status, error.message);
  }
  const headers = new Headers({ "x-accel-buffering": "no" });
  return relayUpstream(upstream.body, {
    clientSignal: request.signal,
    abortUpstream: () => upstreamCall.abort(),
    headers,
  });
}

async function errorOf(response: Response): Promise<{ message: string; errorCode?: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; errorCode?: unknown };
    return {
      message: typeof body.message === "string" ? body.message : UNAVAILABLE,
      ...(typeof body.errorCode === "string" ? { errorCode: body.errorCode } : {}),
    };
  } catch {
    return { message: UNAVAILABLE };
  }
}
