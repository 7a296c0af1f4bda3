// Emails ops decisions send through the outbox (issue 12): approval and rejection of an
// organisation or an employee. Text is the source; HTML is the same lines.
import type { EmailMessage } from "../email/sender";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function message(to: string, subject: string, lines: string[]): EmailMessage {
  const html = lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : "")).join("");
  return { to, subject, text: lines.join("\n"), html };
}

export function organizationApprovedEmail(
  to: string,
  firstName: string,
  tradeName: string,
  loginUrl: string,
): EmailMessage {
  return message(to, "Your Trade Auction account is approved", [
    `Hello ${firstName},`,
    "",
    `We have verified ${tradeName}. Your account is now active and you can sign in:`,
    loginUrl,
    "",
    "Trade Auction",
  ]);
}

export function memberApprovedEmail(to: string, firstName: string, loginUrl: string): EmailMessage {
  return message(to, "Your Trade Auction account is approved", [
    `Hello ${firstName},`,
    "",
    "Your Trade Auction account has been verified. You can now sign in:",
    loginUrl,
    "",
    "Trade Auction",
  ]);
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
