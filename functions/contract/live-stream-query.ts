// The query of the live streams (spec 001 section 7): `auctionIds` repeated (or comma-separated),
// `_st`, `deviceId`, plus `feed=global` for the search list. Pure: read by the API's stream routes
// and built by the web app's hook (app/live/stream-query.ts), so both agree on one shape. Free of
// runtime imports so it can move to the contract module as it is.
import { MAX_STREAM_AUCTIONS } from "./live";

export type LiveStreamKind = "buyer" | "seller";
export type LiveFeed = "global";

export interface StreamQuery {
  auctionIds: number[];
  /** The token's `_st` claim the page was rendered with; ties the stream to that sign-in. */
  streamToken: string | null;
  deviceId: string | null;
  feed: LiveFeed | null;
}

export const DEVICE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Unique positive ids in the order given, at most MAX_STREAM_AUCTIONS; junk is ignored. */
export function normaliseAuctionIds(values: Iterable<string | number>): number[] {
  const ids: number[] = [];
  for (const value of values) {
    for (const part of String(value).split(",")) {
      const id = Number(part);
      if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
      if (ids.length === MAX_STREAM_AUCTIONS) return ids;
    }
  }
  return ids;
}

export function parseStreamQuery(url: URL): StreamQuery {
  const params = url.searchParams;
  const deviceId = params.get("deviceId");
  return {
    auctionIds: normaliseAuctionIds(params.getAll("auctionIds")),
    streamToken: params.get("_st") || null,
    deviceId: deviceId && DEVICE_ID.test(deviceId) ? deviceId : null,
    feed: params.get("feed") === "global" ? "global" : null,
  };
}

/** The path and query of a stream, the same under /api and on the web app. */
export function streamPath(
  stream: LiveStreamKind,
  options: {
    auctionIds?: readonly number[];
    feed?: LiveFeed | null;
    deviceId?: string | null;
    streamToken?: string | null;
  },
): string {
  const params = new URLSearchParams();
  for (const id of [...normaliseAuctionIds(options.auctionIds ?? [])].sort((a, b) => a - b)) {
    params.append("auctionIds", String(id));
  }
  if (options.feed) params.set("feed", options.feed);
  if (options.streamToken) params.set("_st", options.streamToken);
  if (options.deviceId) params.set("deviceId", options.deviceId);
  const query = params.toString();
  return `/sse/auction/${stream}${query ? `?${query}` : ""}`;
}
