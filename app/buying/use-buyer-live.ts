// Live updates of the buyer's pages (spec 001 section 4.7): the auctions on screen through the
// buyer stream. Events make the page read its loaders again (the API is the truth), again while
// the loaders trail a bid's event (decision 0201), and a reconnect does the same. On Live Auctions a newly published auction (the global feed) is checked
// for availability and announced with 'New vehicle - click to refresh' instead of jumping the list.
import { useFetcher, useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLiveEvents, type LatestEvents, type LiveStatus } from "~/live/use-live-events";

export const NEW_VEHICLE_MESSAGE = "New vehicle - click to refresh";

type Shown = readonly { id: number; bidCount: number }[];

/**
 * The auctions on screen, as the loaders show them. Answers the stream's status (the pages show it
 * as `data-live`, which tests wait for) and the latest bid event of each (decision 0201).
 */
export function useBuyerLive(shown: Shown): { status: LiveStatus; latest: LatestEvents } {
  return useLiveEvents({ stream: "buyer", auctionIds: shown.map((a) => a.id), shown });
}

/** The search list: its auctions, plus new ones. Answers whether to show the new-vehicle notice, and its refresh. */
export function useSearchLive(shown: Shown): {
  newVehicle: boolean;
  refresh: () => void;
  status: LiveStatus;
} {
  const availability = useFetcher<{ available: boolean }>();
  const revalidator = useRevalidator();
  const [newVehicle, setNewVehicle] = useState(false);
  const onScreen = useRef(new Set<number>());
  const auctionIds = shown.map((a) => a.id);
  onScreen.current = new Set(auctionIds);
  const load = availability.load;

  const { status } = useLiveEvents({
    stream: "buyer",
    auctionIds,
    shown,
    feed: "global",
    onEvent(event) {
      if (event.type === "AUCTION_PUBLISHED" && !onScreen.current.has(event.auctionId))
        load(`/auction/${event.auctionId}/availability`);
    },
    // A new auction waits for the dealer's click; anything about a card on screen refreshes it.
    revalidate: (event) => event.type !== "AUCTION_PUBLISHED" || onScreen.current.has(event.auctionId),
  });

  useEffect(() => {
    if (availability.state === "idle" && availability.data?.available) setNewVehicle(true);
  }, [availability.state, availability.data]);

  const refresh = useCallback(() => {
    setNewVehicle(false);
    revalidator.revalidate();
  }, [revalidator]);
  return { newVehicle, refresh, status };
}
