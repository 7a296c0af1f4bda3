// useLiveEvents: subscribe a page to /sse/auction/buyer or /sse/auction/seller. Each event is a
// signal: the hook hands it to onEvent and, by default, revalidates the page's loaders (coalesced
// to one refetch per 250 ms); after a dropped connection comes back it revalidates once, since
// events may have been missed. The loaders stay the source of truth. Browser only (an effect).
// While a form is posting or the page is loading (a post's redirect, a link), the refetch waits:
// React Router lets a revalidation started during a fetcher's post win over that post's redirect
// (a delete would land on the deleted auction's 404 instead of the list), and one started during
// the redirect's load restarts that load, throwing away the answer that carried the one-time
// toast ("Vehicle deleted" lost when the delete's own event arrived first on a loaded machine).
// A bid's event leaves the room before D1 has its copy (decision 0201): the hook keeps the latest
// bid event of each auction, and while a page's loaders show fewer bids than it, refetches again.
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import type { LiveEvent } from "~contract/live";
import { coalesce, connectLive, deviceId, type LiveStatus } from "./live-connection";
import { normaliseAuctionIds, streamUrl, type LiveFeed, type LiveStreamKind } from "./stream-query";

export type { LiveEvent, LiveStatus };

export const REVALIDATE_AFTER_MS = 250;
/** Refetches while D1's copy trails an event, at REVALIDATE_AFTER_MS apart: about 2 s in all. */
export const CATCH_UP_ATTEMPTS = 8;

/** The latest event carrying a bid count, per auction. */
export type LatestEvents = Readonly<Record<number, LiveEvent>>;

export interface UseLiveEventsOptions {
  stream: LiveStreamKind;
  /** The auctions on screen (at most 100 are watched). */
  auctionIds?: readonly number[];
  /** "global": also new auctions for the search list (buyer stream). */
  feed?: LiveFeed;
  /** The `_st` claim, when the page has it, ties the stream to this sign-in. */
  streamToken?: string;
  onEvent?: (event: LiveEvent) => void;
  /** Revalidate loaders on events (default true); a function decides per event; false never. */
  revalidate?: boolean | ((event: LiveEvent) => boolean);
  enabled?: boolean;
  /** What the page's loaders show; while an event has more bids, the page refetches (decision 0201). */
  shown?: readonly { id: number; bidCount: number }[];
}

export function useLiveEvents(options: UseLiveEventsOptions): { status: LiveStatus; latest: LatestEvents } {
  const { stream, auctionIds = [], feed, streamToken, enabled = true } = options;
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [lastEvents, setLastEvents] = useState<LatestEvents>({});
  const revalidator = useRevalidator();

  // Latest callbacks without reconnecting when their identity changes on each render.
  const latest = useRef(options);
  latest.current = options;
  const revalidateRef = useRef(revalidator.revalidate);
  revalidateRef.current = revalidator.revalidate;

  // The first 100 on screen; the same ids in any order are the same subscription.
  const idsKey = normaliseAuctionIds(auctionIds)
    .sort((a, b) => a - b)
    .join(",");

  const posting = useBusy();
  const postingRef = useRef(posting);
  postingRef.current = posting;
  const deferred = useRef(false);
  const refetch = useMemo(
    () =>
      coalesce(() => {
        if (postingRef.current) deferred.current = true;
        else revalidateRef.current();
      }, REVALIDATE_AFTER_MS),
    [],
  );
  useEffect(() => {
    if (posting || !deferred.current) return;
    deferred.current = false;
    refetch.schedule();
  }, [posting, refetch]);

  useEffect(() => {
    if (!enabled) return undefined;
    const ids = idsKey ? idsKey.split(",").map(Number) : [];
    const url = streamUrl(stream, { auctionIds: ids, feed, streamToken, deviceId: deviceId() });
    const disconnect = connectLive({
      url,
      onStatus: setStatus,
      onEvent(event) {
        const count = event.bidCount;
        if (count !== undefined)
          setLastEvents((m) =>
            (m[event.auctionId]?.bidCount ?? -1) >= count ? m : { ...m, [event.auctionId]: event },
          );
        const { onEvent, revalidate = true } = latest.current;
        onEvent?.(event);
        if (revalidate === true || (typeof revalidate === "function" && revalidate(event))) refetch.schedule();
      },
      onReconnect() {
        if (latest.current.revalidate !== false) refetch.schedule();
      },
    });
    return () => {
      disconnect();
      refetch.cancel();
    };
  }, [stream, idsKey, feed, streamToken, enabled, refetch]);

  const behind = options.revalidate === false ? "" : behindKey(options.shown, lastEvents);
  useCatchUp(behind, revalidator.state, refetch.schedule);
  return { status, latest: lastEvents };
}

/** The auctions whose loader data trails their latest event, with that event's count ("" when none). */
function behindKey(shown: UseLiveEventsOptions["shown"], latest: LatestEvents): string {
  if (!shown) return "";
  return shown
    .filter((a) => (latest[a.id]?.bidCount ?? -1) > a.bidCount)
    .map((a) => `${a.id}:${latest[a.id].bidCount}`)
    .join(",");
}

/** Refetches, a bounded number of times, while the loaders' answer is older than an event. */
function useCatchUp(behind: string, state: string, schedule: () => void) {
  const attempts = useRef({ key: "", count: 0 });
  useEffect(() => {
    if (!behind || state !== "idle") return;
    if (attempts.current.key !== behind) attempts.current = { key: behind, count: 0 };
    if (attempts.current.count >= CATCH_UP_ATTEMPTS) return;
    attempts.current.count++;
    schedule();
  }, [behind, state, schedule]);
}

/** Whether the page is posting a form or loading (a navigation or a fetcher not yet idle). */
function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
}
