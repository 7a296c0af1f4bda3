// Live events (spec 001 sections 3 and 4.7, DESIGN "Live events"): the envelope, the hub names and
// the one visibility rule used both by the API (who may subscribe to an auction) and by the topic
// hubs (which subscribers an event reaches). Pure, so it is unit-tested without a runtime.
import type { AuctionStatus, PublishTarget } from "../contract/auctions";
import { MAX_STREAM_AUCTIONS, type LiveEvent } from "../contract/live";
import { canSee as policyCanSee, organizationViewer } from "../contract/policy";

// The envelope and the stream limit are the contract's (the browser reads them); re-exported here
// for the API's live modules.
export { MAX_STREAM_AUCTIONS, type LiveEvent };

/** Who may see the auction an event is about: its seller organisation and current reach. */
export interface LiveAudience {
  sellerOrganizationId: number;
  /** The reach it has now: pass EVERYWHERE once a GROUP_FIRST auction is relaunched to everyone. */
  publishTarget: PublishTarget;
  /** The seller organisation's group (null when it has none). */
  groupId: number | null;
}

/** Who is listening on one socket; stored as the socket's hibernation attachment. */
export interface SubscriberFilter {
  organizationId: number | null;
  groupId: number | null;
  deviceId?: string;
}

/** The auction a viewer asks about, as the API reads it from D1. */
export interface AuctionReach extends LiveAudience {
  status: AuctionStatus;
}

/** A relay's heartbeat (and ping to its hubs): under the 30-100 s idle timeouts of proxies and browsers. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser opens it again (EventSource does so by itself, and
 * the page refetches what it shows). It bounds what a relay can hold when its client is gone and
 * nothing tells it so: the soak found such relays still reading and pinging (decision 0230).
 */
export const STREAM_LIFETIME_MS = 10 * 60_000;

export const GLOBAL_HUB = "global";
export const auctionHub = (auctionId: number) => `auction:${auctionId}`;
export const sellerHub = (organizationId: number) => `seller:${organizationId}`;

/**
 * Whether a viewer of this organisation may see the auction: the one policy (functions/contract/
 * policy.ts, decision 0021). An event without a status is about a launched auction.
 */
export function canSee(
  viewer: Pick<SubscriberFilter, "organizationId" | "groupId">,
  auction: Omit<LiveAudience, "publishTarget"> & {
    publishTarget: PublishTarget | null;
    status?: AuctionStatus;
    winnerOrganizationId?: number | null;
  },
): boolean {
  return policyCanSee(organizationViewer(viewer.organizationId, viewer.groupId), {
    status: auction.status ?? "PUBLISHED",
    publishTarget: auction.publishTarget,
    organizationId: auction.sellerOrganizationId,
    groupId: auction.groupId,
    winnerOrganizationId: auction.winnerOrganizationId ?? null,
  });
}

/** The hub's per-socket test: the event's own status (a draft after an edit) narrows it too. */
export function mayReceive(
  filter: SubscriberFilter,
  event: Pick<LiveEvent, "status">,
  audience: LiveAudience,
): boolean {
  return canSee(filter, { ...audience, status: event.status });
}

/**
 * Copies only the envelope's fields, so a caller that spreads a richer object (bids, bidder ids,
 * maximums) can never leak them to subscribers.
 */
export function toEnvelope(event: LiveEvent): LiveEvent {
  const out: LiveEvent = { type: event.type, auctionId: event.auctionId, at: event.at };
  if (event.status !== undefined) out.status = event.status;
  if (event.highestBidInPence !== undefined) out.highestBidInPence = event.highestBidInPence;
  if (event.bidCount !== undefined) out.bidCount = event.bidCount;
  if (event.endsOn !== undefined) out.endsOn = event.endsOn;
  return out;
}

/** The hubs one event goes to: its auction, its seller, and the search feed when it is new. */
export function hubsFor(event: Pick<LiveEvent, "type" | "auctionId">, audience: LiveAudience): string[] {
  const hubs = [auctionHub(event.auctionId), sellerHub(audience.sellerOrganizationId)];
  if (event.type === "AUCTION_PUBLISHED") hubs.push(GLOBAL_HUB);
  return hubs;
}

/** Parses a hub's subscribe query into a filter; the hub is reachable only from this Worker. */
export function filterFromQuery(params: URLSearchParams): SubscriberFilter {
  const int = (name: string) => {
    const n = Number(params.get(name));
    return params.get(name) && Number.isSafeInteger(n) && n > 0 ? n : null;
  };
  const deviceId = params.get("deviceId")?.slice(0, 64) || undefined;
  return { organizationId: int("organizationId"), groupId: int("groupId"), ...(deviceId ? { deviceId } : {}) };
}

export function filterToQuery(filter: SubscriberFilter): string {
  const q = new URLSearchParams();
  if (filter.organizationId !== null) q.set("organizationId", String(filter.organizationId));
  if (filter.groupId !== null) q.set("groupId", String(filter.groupId));
  if (filter.deviceId) q.set("deviceId", filter.deviceId);
  return q.toString();
}
