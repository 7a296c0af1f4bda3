// Each step of a dispute is emailed to both sides of the sale, through the outbox, and pushed to
// their devices as a notice (the notice's own email is left out: the step's email says more).
import type { ApiContext } from "../api/types";
import type { DisputeView } from "../contract/answers/dispute";
import { createEmailSender } from "../email/sender";
import { sendSystemNotices, type Notice } from "../notifications/notices";
import { wakePushSender } from "../push/wake";
import { STEP_SUBJECT, disputeEmails, partiesOf, type Party } from "./emails";

/** One notice per party and step; the key makes a repeated step push at most once. */
export function disputeNotices(d: DisputeView, parties: Party[]): Notice[] {
  const short = d.registrationPlate ?? d.vehicleTitle;
  const vehicle = d.registrationPlate ? `${d.registrationPlate} (${d.vehicleTitle})` : d.vehicleTitle;
  return parties.map((p) => ({
    memberId: p.id,
    kind: "DISPUTE",
    key: `DISPUTE:${d.auctionId}:${d.id}:${d.status}:${p.id}`,
    auctionId: d.auctionId,
    title: `${STEP_SUBJECT[d.status]}: ${short}`,
    message: `${d.statusLabel}. ${vehicle}, reason: ${d.reasonLabel}. The dispute is on the auction's page.`,
  }));
}

export async function notifyParties(c: ApiContext, dispute: DisputeView): Promise<void> {
  const parties = await partiesOf(c.env.DB, dispute.auctionId);
  const sender = createEmailSender(c.env, c.db, c.ctx);
  for (const email of disputeEmails(dispute, parties)) await sender.send(email);
  const pushes = await sendSystemNotices(c.env.DB, disputeNotices(dispute, parties), c.env.APP_URL, true);
  if (pushes > 0) c.ctx.waitUntil(wakePushSender(c.env).catch((e) => console.error("push wake failed", e)));
}
