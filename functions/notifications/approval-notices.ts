// Approval notices (issue 13, 'their employee account or organisation was approved'): the ops
// console's approvals tell the member once, as a notice on their Notifications page and a SYSTEM
// email through the outbox. Keys are per member and per organisation, so a repeat never mails.
import type { Notice } from "./notices";

const TITLE = "Your Trade Auction account is approved";

export function organizationApprovedNotice(
  ownerId: number,
  organizationId: number,
  tradeName: string,
  appUrl: string,
): Notice {
  return {
    memberId: ownerId,
    kind: "ORGANIZATION_APPROVED",
    key: `ORGANIZATION_APPROVED:${organizationId}:${ownerId}`,
    title: TITLE,
    message: `We have verified ${tradeName}. Your account is now active and you can sign in: ${appUrl.replace(/\/$/, "")}/login`,
  };
}

export function memberApprovedNotice(memberId: number, appUrl: string): Notice {
  return {
    memberId,
    kind: "MEMBER_APPROVED",
    key: `MEMBER_APPROVED:${memberId}`,
    title: TITLE,
    message: `Your Trade Auction account has been verified. You can now sign in: ${appUrl.replace(/\/$/, "")}/login`,
  };
}
