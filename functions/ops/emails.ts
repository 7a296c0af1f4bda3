// Emails ops decisions send through the outbox (issue 12): rejection of an organisation or an
// employee (approvals are system notices: functions/notifications/approval-notices.ts). Text is the source; HTML is the same lines.
import type { EmailMessage } from "../email/sender";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A plain-text email and its HTML twin (one paragraph a line). */
export function message(to: string, subject: string, lines: string[]): EmailMessage {
  const html = lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("");
  return { to, subject, text: lines.join("\n"), html };
}

export function rejectedEmail(
  to: string,
  firstName: string,
  what: string,
  reason: string | undefined,
  support: string,
): EmailMessage {
  return message(to, "Your Trade Auction registration", [
    `Hello ${firstName},`,
    "",
    `We could not verify ${what}, so it has not been activated.`,
    ...(reason ? [`Reason: ${reason}`] : []),
    `If you think this is a mistake, please contact us${support ? ` at ${support}` : ""}.`,
    "",
    "Trade Auction",
  ]);
}
