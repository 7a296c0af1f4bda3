// useLiveEvents: subscribe a page to /sse/auction/buyer or /sse/auction/seller. Each event is a
// signal: the hook hands it to onEvent and, by default, revalidates the page's loaders (coalesced
// to one refetch per 250 ms); after a dropped connection comes back it revalidates once, since
// events may have been missed. The loaders stay the source of truth. Browser only (an effect).
// While a form is posting or the page is loading (a post's redirect, a link), the refetch waits:
// React Router lets a revalidation started during a fetcher's post win over that post's redirect
// (a delete would land on the deleted auction's 404 instead of the list), and one started during
// the redirect's load restarts that load, throwing away the answer that carried the one-time
// toast ("Vehicle deleted" lost when the delete's own event arrived first on a loaded machine).
import { useEffect, useMemo, useRef, useState } from "react";
import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import type { LiveEvent } from "~contract/live";
import { coalesce, connectLive, deviceId, type LiveStatus } from "./live-connection";
import { normaliseAuctionIds, streamUrl, type LiveFeed, type LiveStreamKind } from "./stream-query";

export type { LiveEvent, LiveStatus };

export const REVALIDATE_AFTER_MS = 250;

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
}

export function useLiveEvents(options: UseLiveEventsOptions): { status: LiveStatus } {
  const { stream, auctionIds = [], feed, streamToken, enabled = true } = options;
  const [status, setStatus] = useState<LiveStatus>("connecting");
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

  return { status };
}

/** Whether the page is posting a form or loading (a navigation or a fetcher not yet idle). */
function useBusy(): boolean {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  return navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
}
