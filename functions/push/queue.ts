// Queuing pushes (decision 0109): in the same D1 batch as a set of notices, one push_outbox row per
// notice and per device of its member, when that member's push toggle for the notice's type is on.
// INSERT OR IGNORE on (notice, device): a batch that runs again queues nothing twice.
import type { NotificationSettingType } from "../contract/alerts";

const PUSH_COLUMN: Record<NotificationSettingType, string> = {
  SYSTEM: "push_system",
  SEARCH_ALERTS: "push_search_alerts",
};

export function noticePushStatement(db: D1Database, batch: string, type: NotificationSettingType): D1PreparedStatement {
  return db
    .prepare(
      `INSERT OR IGNORE INTO push_outbox (notice_id, subscription_id)
       SELECT n.id, ps.id
       FROM member_notices n
       JOIN members m ON m.id = n.member_id AND m.status = 'ACTIVE'
       JOIN push_subscriptions ps ON ps.member_id = n.member_id
       LEFT JOIN member_notification_settings s ON s.member_id = n.member_id
       WHERE n.batch = ?1 AND COALESCE(s.${PUSH_COLUMN[type]}, 1) = 1`,
    )
    .bind(batch);
}

/** How many pushes the last statement of a batch (the push statement) queued. */
export const pushesQueued = (results: D1Result[]) => results[results.length - 1]?.meta?.changes ?? 0;
