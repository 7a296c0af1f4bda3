// The wording of system emails. Text is the source; HTML is the same words with the link clickable.
import type { EmailMessage } from "./message";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function passwordResetEmail(to: string, firstName: string, link: string): EmailMessage {
  const lines = [
    `Hello ${firstName},`,
    "",
    "We received a request to reset the password of your Trade Auction account.",
    "Open this link within 1 hour to choose a new password:",
    "",
    link,
    "",
    "The link works once. If you did not ask for this, you can ignore this email: your password stays the same.",
    "",
    "Trade Auction",
  ];
  const html = lines
    .map((line) =>
      line === link
        ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`
        : line
          ? `<p>${escapeHtml(line)}</p>`
          : "",
    )
    .join("");
  return { to, subject: "Reset your Trade Auction password", text: lines.join("\n"), html };
}
