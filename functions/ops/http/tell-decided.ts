// How the one an ops decision is about hears of it (a member, or an organisation's owner). An
// approval is a notice on their Notifications page and its email, sent off the answer's path
// (issue 13); a rejection is an email at once, since a rejected member cannot sign in to read a notice.
import type { ApiContext } from "../../api/types";
import { createEmailSender } from "../../email/sender";
import { sendSystemNotices, type Notice } from "../../notifications/notices";
import { rejectedEmail } from "../emails";
import type { Decision } from "./decision-routes";

interface Decided {
  email: string;
  firstName: string;
}

/** `what` names in the rejection email what could not be verified. */
export async function tellDecided(
  c: ApiContext,
  { approve, reason }: Decision,
  to: Decided,
  approvedNotice: Notice,
  what: string,
): Promise<void> {
  if (approve) {
    const sent = sendSystemNotices(c.env.DB, [approvedNotice], c.env.APP_URL);
    c.ctx.waitUntil(sent.catch((e) => console.error("notice", e)));
    return;
  }
  await createEmailSender(c.env, c.db, c.ctx).send(
    rejectedEmail(to.email, to.firstName, what, reason, c.env.SUPPORT_EMAIL),
  );
}
