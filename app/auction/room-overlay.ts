// The room's answer to a bid over D1's copy (decision 0095): D1 gets the bid a moment after the
// room answers, so a page read right after a bid may not have it. The page after the redirect (its
// flash) and the dialog's page (its answer) show the room's state until the copy has caught up: the
// copy with fewer bids is the older one.
import { useRouteLoaderData } from "@remix-run/react";
import { useCallback, useState } from "react";
import { bidStatusBar, bidStatusMessageFromSummary, type StatusBar } from "~contract/bid-status-bar";
import type { AuctionCard } from "~contract/dto/auction-card";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import type { BidRoomState } from "~contract/dto/bid";

type States = Record<number, BidRoomState>;

/** The room's state when it is newer than a copy with `bidCount` bids. */
const newer = (id: number, bidCount: number, states: States) => {
  const s = states[id];
  return s && s.bidCount > bidCount ? s : null;
};

/** The end moved (a soft close): the countdown moves with it. */
function secondsLeft(seconds: number | null, from: string | null, to: string | null): number | null {
  if (seconds === null || from === null || to === null) return seconds;
  return Math.max(0, seconds + Math.round((Date.parse(to) - Date.parse(from)) / 1000));
}

export function detailWithRoom(a: AuctionDetail, states: States): AuctionDetail {
  const s = newer(a.id, a.bidCount, states);
  if (!s) return a;
  return {
    ...a,
    status: s.status,
    endsOn: s.endsOn,
    publishSecondsLeft: secondsLeft(a.publishSecondsLeft, a.endsOn, s.endsOn),
    highestBidInPence: s.highestBidInPence,
    bidCount: s.bidCount,
    bidsLeft: s.bidsLeft,
    reserveMet: s.reserveMet,
    proxyBidInPence: s.viewerMaxInPence,
    isWinner: s.viewerIsLeader,
    shouldPriceBeGreen: s.viewerIsLeader,
    minimumBidInPence: s.minimumBidInPence,
    bidStatusMessage: bidStatusMessageFromSummary(s, s.status !== "PUBLISHED"),
  };
}

export function cardWithRoom(c: AuctionCard, states: States): AuctionCard {
  const s = newer(c.id, c.bidCount, states);
  if (!s) return c;
  const next: AuctionCard = {
    ...c,
    status: s.status,
    endsOn: s.endsOn,
    publishSecondsLeft: secondsLeft(c.publishSecondsLeft, c.endsOn, s.endsOn) ?? 0,
    highestBidInPence: s.highestBidInPence,
    bidCount: s.bidCount,
    bidsLeft: s.bidsLeft,
    reserveMet: s.reserveMet,
    viewerHighestBidInPence: s.viewerMaxInPence,
    minimumBidInPence: s.minimumBidInPence,
  };
  return { ...next, statusBar: roomStatusBar(c.type, c.wonBidPriceInPence, c.isOwnOrganization, s) };
}

/** The status bar of an auction the room has just answered for (still live: a bid was placed). */
export function roomStatusBar(
  type: AuctionCard["type"],
  wonBidPriceInPence: number | null,
  isSellerOrganization: boolean,
  s: BidRoomState,
): StatusBar {
  return bidStatusBar({
    status: s.status,
    type,
    live: s.status === "PUBLISHED",
    highestBidInPence: s.highestBidInPence,
    bidCount: s.bidCount,
    wonBidPriceInPence,
    viewerMaxInPence: s.viewerMaxInPence,
    viewerIsLeader: s.viewerIsLeader,
    isSellerOrganization,
  });
}

/**
 * The room's answers this page knows: the redirect's flash, and the dialog's answers since.
 * `placed` is the dialog's onPlaced: it shows the message (through `show`) and keeps the state.
 */
export function useRoomStates(show: (toast: { type: "success"; message: string }) => void) {
  const flashed = useRouteLoaderData<{ bidState?: BidRoomState | null }>("root")?.bidState ?? null;
  const [answered, setAnswered] = useState<States>({});
  const add = useCallback((s: BidRoomState) => setAnswered((m) => ({ ...m, [s.auctionId]: s })), []);
  const states: States = { ...answered };
  const known = flashed ? answered[flashed.auctionId] : undefined;
  if (flashed && (!known || known.bidCount < flashed.bidCount)) states[flashed.auctionId] = flashed;
  const placed = useCallback(
    (message: string, state: BidRoomState) => {
      show({ type: "success", message });
      add(state);
    },
    [show, add],
  );
  return { states, placed };
}
