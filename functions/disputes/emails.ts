// Emails of each step of a dispute, to both sides of the sale (the seller who listed it and the
// bidder who won it), through the outbox like every other email.
import { formatPounds } from "../contract/money";
import type { DisputeStatus } from "../contract/disputes";
import type { DisputeView } from "../contract/answers/dispute";
import { message } from "../ops/emails";
import type { EmailMessage } from "../email/sender";

export interface Party {
  id: number;
  email: string;
  firstName: string;
  /** The member's SYSTEM email toggle (on unless they turned it off); the notice and push still go. */
  wantsEmail: number;
}

export const STEP_SUBJECT: Record<DisputeStatus, string> = {
  OPEN: "A dispute has been raised",
  ANSWERED: "The seller has answered a dispute",
  UPHELD: "Dispute upheld: the sale is cancelled",
  PARTIAL: "Dispute settled with a price adjustment",
  REJECTED: "Dispute rejected: the sale stands",
};

function stepLines(d: DisputeView): string[] {
  const sale = `${d.registrationPlate ?? d.vehicleTitle} (${d.vehicleTitle}), sold at ${formatPounds(d.salePriceInPence)}`;
  const lines = [`Sale: ${sale}`, `Reason: ${d.reasonLabel}`, `Status: ${d.statusLabel}`];
  if (d.status === "OPEN") lines.push(`The buyer wrote: ${d.description}`);
  if (d.status === "ANSWERED" && d.sellerAnswer) lines.push(`The seller answered: ${d.sellerAnswer}`);
  if (d.status === "PARTIAL" && d.adjustmentInPence !== null && d.adjustedPriceInPence !== null)
    lines.push(
      `The price is reduced by ${formatPounds(d.adjustmentInPence)} to ${formatPounds(d.adjustedPriceInPence)}; the fees follow the new price.`,
    );
  if (d.status === "UPHELD") lines.push("The sale is cancelled and its fees are credited back.");
  if (d.decisionNote) lines.push(`Our team's note: ${d.decisionNote}`);
  return lines;
}

/** One email for each side; a member on both sides (never the case: one cannot buy one's own) hears once. */
export function disputeEmails(d: DisputeView, parties: Party[]): EmailMessage[] {
  const seen = new Set<string>();
  return parties
    .filter((p) => p.wantsEmail === 1 && !seen.has(p.email) && seen.add(p.email))
    .map((p) =>
      message(p.email, `${STEP_SUBJECT[d.status]}: ${d.registrationPlate ?? d.vehicleTitle}`, [
        `Hello ${p.firstName},`,
        "",
        ...stepLines(d),
        "",
        "You can follow the dispute on the auction's page.",
        "",
        "Trade Auction",
      ]),
    );
}

/** Both sides of a sale (its seller and its winning bidder), with whether each takes system emails. */
export async function partiesOf(db: D1Database, auctionId: number): Promise<Party[]> {
  const { results } = await db
    .prepare(
      `SELECT m.id, m.email, m.first_name AS firstName, COALESCE(s.email_system, 1) AS wantsEmail
       FROM auctions a JOIN members m ON m.id IN (a.seller_id, a.winner_bidder_id)
       LEFT JOIN member_notification_settings s ON s.member_id = m.id
       WHERE a.id = ?`,
    )
    .bind(auctionId)
    .all<Party>();
  return results;
}
