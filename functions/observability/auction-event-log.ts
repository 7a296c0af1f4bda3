// The log line of one auction event (bid, close, acceptance ...), written where events are
// published, so ops can follow an auction through its life in Workers Logs.
import type { LiveEvent } from "../contract/live";
import { logLine } from "./log";
import { currentTrace } from "./trace";

export function logAuctionEvent(event: LiveEvent, delivered: number, hubs: number): void {
  logLine({
    type: "auction_event",
    event: event.type,
    auctionId: event.auctionId,
    status: event.status ?? null,
    bidCount: event.bidCount ?? null,
    delivered,
    hubs,
    // Inside a Durable Object there is no request trace; the room's own request has its line.
    requestId: currentTrace()?.requestId ?? null,
  });
}
