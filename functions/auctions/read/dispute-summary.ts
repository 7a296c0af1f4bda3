// The dispute line of the auction detail (both parties see a sale under dispute): its status, and
// whether this viewer may raise or answer one now. Null for anyone else and for unsold auctions
// (a sale an upheld dispute cancelled keeps its line: decision 0185).
import {
  disputePartyOf,
  disputeWindowEndsOn,
  disputeWindowOpen,
  mayAnswerDispute,
  mayRaiseDispute,
} from "../../contract/disputes";
import type { DisputeStatus, DisputeSummary } from "../../contract/disputes";
import { DISPUTE_MESSAGES } from "../../contract/messages/disputes";
import { DISPUTE_LINE_MESSAGES } from "../../contract/messages/dispute-line";
import { formatPounds } from "../../contract/money";
import type { AuctionFacts, PolicyViewer } from "../../contract/policy";

export async function disputeSummary(
  d1: D1Database,
  viewer: PolicyViewer,
  auction: AuctionFacts & { id: number; soldOn: string | null },
  nowMs: number,
): Promise<DisputeSummary | null> {
  if (disputePartyOf(viewer, auction) === null || auction.soldOn === null) return null;
  const row = await d1
    .prepare("SELECT status, sale_price_in_pence - adjustment_in_pence AS adjusted FROM disputes WHERE auction_id = ?")
    .bind(auction.id)
    .first<{ status: DisputeStatus; adjusted: number | null }>();
  // A CANCELLED auction has a dispute line only when an upheld dispute cancelled its sale.
  if (!row && auction.status !== "SOLD") return null;
  const status = row?.status ?? null;
  return {
    status,
    statusLabel:
      status === "PARTIAL" && row?.adjusted != null
        ? DISPUTE_LINE_MESSAGES.partial(formatPounds(row.adjusted))
        : status && DISPUTE_MESSAGES.statusLabels[status],
    windowEndsOn: disputeWindowEndsOn(auction.soldOn),
    canRaise: status === null && mayRaiseDispute(viewer, auction) && disputeWindowOpen(auction.soldOn, nowMs),
    canAnswer: status === "OPEN" && mayAnswerDispute(viewer, auction),
  };
}
