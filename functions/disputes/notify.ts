// Each step of a dispute is emailed to both sides of the sale, through the outbox.
import type { ApiContext } from "../api/types";
import type { DisputeView } from "../contract/answers/dispute";
import { createEmailSender } from "../email/sender";
import { disputeEmails, partiesOf } from "./emails";

export async function notifyParties(c: ApiContext, dispute: DisputeView): Promise<void> {
  const sender = createEmailSender(c.env, c.db, c.ctx);
  const emails = disputeEmails(dispute, await partiesOf(c.env.DB, dispute.auctionId));
  for (const email of emails) await sender.send(email);
}
