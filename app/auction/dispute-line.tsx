// The dispute line both parties of a sale see on its detail: where the dispute stands, and the way
// to raise one (buyer, within 48 hours) or to read and answer it. Plain links: no JavaScript needed.
import { Link } from "@remix-run/react";
import type { DisputeSummary } from "~contract/disputes";
import { DISPUTE_LINE_MESSAGES, disputeBadge } from "~contract/messages/dispute-line";
import { formatAuctionEnd } from "~/utils/dates";

export const disputeHref = (auctionId: number) => `/auction/${auctionId}/dispute`;

export function DisputeLine({ auctionId, dispute }: { auctionId: number; dispute: DisputeSummary | null }) {
  if (!dispute) return null;
  if (dispute.status && dispute.statusLabel)
    return (
      <p className="dispute-line" data-testid="dispute-line" role="status">
        <strong className={`dispute-badge dispute-badge--${dispute.status.toLowerCase()}`}>
          {dispute.statusLabel}
        </strong>{" "}
        <Link to={disputeHref(auctionId)}>
          {dispute.canAnswer ? "Read and answer the dispute" : DISPUTE_LINE_MESSAGES.view}
        </Link>
      </p>
    );
  if (!dispute.canRaise) return null;
  return (
    <p className="dispute-line" data-testid="dispute-line">
      <Link to={disputeHref(auctionId)}>{DISPUTE_LINE_MESSAGES.raiseTitle}</Link>{" "}
      <span className="muted">{DISPUTE_LINE_MESSAGES.windowEnds(formatAuctionEnd(dispute.windowEndsOn))}</span>
    </p>
  );
}

/** The short badge of a card on My Vehicles and My Bids. */
export function DisputeBadge({ status }: { status: DisputeSummary["status"] }) {
  if (!status) return null;
  return (
    <span className={`dispute-badge dispute-badge--${status.toLowerCase()}`} data-testid="dispute-badge">
      {disputeBadge(status)}
    </span>
  );
}
