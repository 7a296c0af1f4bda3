// Writing member notices and their emails (issue 13). A notice is inserted at most once (its unique
// key); the emails are made in the same D1 batch from exactly the notices that batch inserted, for
// members whose email toggle of that setting type is on. So a retry never mails twice.
import type { NotificationSettingType } from "../contract/alerts";
import { noticePushStatement, pushesQueued } from "../push/queue";

const EMAIL_COLUMN: Record<NotificationSettingType, string> = {
  SYSTEM: "email_system",
  SEARCH_ALERTS: "email_search_alerts",
};

/** The outbox rows for the notices of `batch`: greeting, the notice, the auction's link. */
export function noticeEmailsStatement(
  db: D1Database,
  batch: string,
  type: NotificationSettingType,
  appUrl: string,
): D1PreparedStatement {
  const nl = "char(10)";
  return db
    .prepare(
      `INSERT INTO email_outbox (to_address, subject, text)
       SELECT m.email, n.title,
         'Hello ' || m.first_name || ',' || ${nl} || ${nl} || n.message || ${nl} || ${nl} ||
         CASE WHEN n.auction_id IS NULL THEN '' ELSE ?2 || '/auction/' || n.auction_id || ${nl} || ${nl} END ||
         'You can change which emails you get under Notifications: ' || ?2 || '/my-organization/notifications' || ${nl} || ${nl} ||
         'Trade Auction'
       FROM member_notices n
       JOIN members m ON m.id = n.member_id AND m.status = 'ACTIVE'
       LEFT JOIN member_notification_settings s ON s.member_id = n.member_id
       WHERE n.batch = ?1 AND COALESCE(s.${EMAIL_COLUMN[type]}, 1) = 1`,
    )
    .bind(batch, appUrl.replace(/\/$/, ""));
}

/** The emails and then the pushes (always last: `pushesQueued` reads it) of the notices of `batch`. */
export function noticeDeliveryStatements(
  db: D1Database,
  batch: string,
  type: NotificationSettingType,
  appUrl: string,
): D1PreparedStatement[] {
  return [noticeEmailsStatement(db, batch, type, appUrl), noticePushStatement(db, batch, type)];
}

export const newBatch = () => crypto.randomUUID();

/** One notice to one member; `key` makes it (and its email) happen at most once. */
export interface Notice {
  memberId: number;
  kind: string;
  key: string;
  title: string;
  message: string;
  auctionId?: number | null;
}

/**
 * Inserts the notices that are new and, in the same batch, the SYSTEM emails and pushes for exactly
 * those; answers how many pushes it queued (the caller wakes the push sender when any). `pushOnly`
 * is for a step that already sends its own email (a dispute's), so no one is mailed twice.
 */
export async function sendSystemNotices(
  db: D1Database,
  notices: Notice[],
  appUrl: string,
  pushOnly = false,
): Promise<number> {
  if (notices.length === 0) return 0;
  const batch = newBatch();
  const results = await db.batch([
    ...notices.map((n) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO member_notices (member_id, kind, auction_id, notice_key, title, message, batch)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(n.memberId, n.kind, n.auctionId ?? null, n.key, n.title, n.message, batch),
    ),
    ...(pushOnly ? [noticePushStatement(db, batch, "SYSTEM")] : noticeDeliveryStatements(db, batch, "SYSTEM", appUrl)),
  ]);
  return pushesQueued(results);
}
