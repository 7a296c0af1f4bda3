// PLACEHOLDER — to be replaced by the live-events helper's implementation (functions/live/*).
// The auction engine calls publishAuctionEvent after every state change; until the topic hubs
// exist this does nothing. Keep the signature exactly as it is: the engine depends on it.
import type { Env } from "../env";
import type { AuctionStatus, LiveEventType, PublishTarget } from "../auctions/constants";

export interface LiveEvent {
  type: LiveEventType;
  auctionId: number;
  status?: AuctionStatus;
  highestBidInPence?: number | null;
  bidCount?: number;
  endsOn?: string;
  at: string;
}

export async function publishAuctionEvent(
  env: Env,
  event: LiveEvent,
  audience: { sellerOrganizationId: number; publishTarget: PublishTarget; groupId: number | null },
): Promise<void> {
  // Intentionally empty until replaced (see the header comment).
  void env;
  void event;
  void audience;
}
