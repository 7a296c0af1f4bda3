// The push outbox's drain (decision 0109). Rows are claimed with a lease (SENDING until due_on), so
// two drains never send one row at the same time and a drain that died mid-way is taken over when
// its lease ends. A push service that fails or is down gets the row back with exponential backoff;
// a 404 or 410 deletes the device and what was queued for it. A retry carries the same Topic and
// tag, so even a push the service did take before failing to answer shows one notification.
import type { Env } from "../env";
import { vapidKeys } from "./config";
import { PUSH_FACTS_SQL, pushMessage, type PushFacts } from "./message";
import { sendPush, type SendOutcome } from "./send";

const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 10 * 60_000;
/** About 1 day of retries at the longest backoff; then the row is given up (FAILED). */
export const MAX_ATTEMPTS = 150;
/** Requests in flight at once. */
const PARALLEL = 32;

interface Row extends PushFacts {
  id: number;
  attempts: number;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);
const iso = (ms: number) => new Date(ms).toISOString();

async function claim(db: D1Database, nowMs: number, limit: number): Promise<Row[]> {
  const claimed = await db
    .prepare(
      `UPDATE push_outbox SET status = 'SENDING', attempts = attempts + 1, due_on = ?2
       WHERE id IN (SELECT id FROM push_outbox WHERE status IN ('QUEUED', 'SENDING') AND due_on <= ?1 ORDER BY id LIMIT ?3)
       RETURNING id`,
    )
    .bind(iso(nowMs), iso(nowMs + LEASE_MS), limit)
    .all<{ id: number }>();
  if (claimed.results.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT o.id, o.attempts, ps.id AS subscriptionId, ps.endpoint, ps.p256dh, ps.auth, ${PUSH_FACTS_SQL}
       FROM push_outbox o
       JOIN push_subscriptions ps ON ps.id = o.subscription_id
       JOIN member_notices n ON n.id = o.notice_id
       LEFT JOIN auctions a ON a.id = n.auction_id
       LEFT JOIN vehicles v ON v.id = a.vehicle_id
       LEFT JOIN vehicle_makes mk ON mk.id = v.make_id
       LEFT JOIN vehicle_models md ON md.id = v.model_id
       WHERE o.id IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(claimed.results.map((r) => r.id)))
    .all<Row>();
  return rows.results;
}

function settle(db: D1Database, row: Row, outcome: SendOutcome, nowMs: number): D1PreparedStatement[] {
  switch (outcome) {
    case "SENT":
      return [
        db
          .prepare("UPDATE push_outbox SET status = 'SENT', sent_on = ?2, error = NULL WHERE id = ?1")
          .bind(row.id, iso(nowMs)),
        db
          .prepare("UPDATE push_subscriptions SET last_sent_on = ?2 WHERE id = ?1")
          .bind(row.subscriptionId, iso(nowMs)),
      ];
    case "GONE":
      return [
        db.prepare("DELETE FROM push_outbox WHERE subscription_id = ?").bind(row.subscriptionId),
        db.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(row.subscriptionId),
      ];
    case "REJECTED":
      return [db.prepare("UPDATE push_outbox SET status = 'FAILED', error = 'rejected' WHERE id = ?").bind(row.id)];
    case "RETRY":
      return [
        row.attempts >= MAX_ATTEMPTS
          ? db.prepare("UPDATE push_outbox SET status = 'FAILED', error = 'gave up' WHERE id = ?").bind(row.id)
          : db
              .prepare(
                "UPDATE push_outbox SET status = 'QUEUED', due_on = ?2, error = 'push service unavailable' WHERE id = ?1",
              )
              .bind(row.id, iso(nowMs + retryDelayMs(row.attempts))),
      ];
  }
}

export interface DrainResult {
  sent: number;
  retry: number;
  gone: number;
  /** When the next queued row falls due (epoch ms); null when nothing waits. */
  nextDueMs: number | null;
}

/** Sends what is due, `limit` rows per round, until nothing is due. */
export async function drainPush(env: Env, nowMs = Date.now(), limit = 200): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retry: 0, gone: 0, nextDueMs: null };
  const keys = vapidKeys(env);
  if (!keys) return result;
  for (;;) {
    const rows = await claim(env.DB, nowMs, limit);
    if (rows.length === 0) break;
    const outcomes: SendOutcome[] = new Array(rows.length);
    let next = 0;
    const worker = async () => {
      while (next < rows.length) {
        const i = next++;
        outcomes[i] = await sendPush(rows[i], pushMessage(rows[i]), keys).catch(() => "RETRY" as const);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, rows.length) }, worker));
    const settled = Date.now();
    await env.DB.batch(rows.flatMap((row, i) => settle(env.DB, row, outcomes[i], settled)));
    for (const o of outcomes) {
      if (o === "SENT") result.sent++;
      else if (o === "GONE") result.gone++;
      else if (o === "RETRY") result.retry++;
    }
    nowMs = Math.max(nowMs, settled);
  }
  const due = await env.DB.prepare(
    "SELECT MIN(due_on) AS due FROM push_outbox WHERE status IN ('QUEUED', 'SENDING')",
  ).first<{
    due: string | null;
  }>();
  result.nextDueMs = due?.due ? Date.parse(due.due) : null;
  return result;
}
