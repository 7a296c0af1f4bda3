// Delivery of mail that was written straight into the outbox by SQL (alert matches and system
// notices are made in the same D1 batch as their notices, so a retry never mails twice). With an
// HTTP email API configured, the cron sweep hands those rows to it. Each row is claimed (marked
// SENT) before it is posted, so two sweeps never send one row twice: at most once, never twice.
import type { Env } from "../env";
import { createHttpSender } from "./http-sender";

/** Rows the request-path sender is still relaying are left alone for this long. */
const SETTLE_MS = 60 * 1000;

interface Row {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** Posts up to `limit` queued messages; answers how many were handed over. */
export async function drainOutbox(env: Env, nowMs: number, limit = 50): Promise<number> {
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) return 0;
  const transport = createHttpSender({
    url: env.EMAIL_API_URL,
    apiKey: env.EMAIL_API_KEY,
    from: env.EMAIL_FROM || env.SUPPORT_EMAIL,
  });
  const claimed = await env.DB.prepare(
    `UPDATE email_outbox SET status = 'SENT', sent_on = ?1
     WHERE id IN (SELECT id FROM email_outbox WHERE status = 'QUEUED' AND created_on <= ?2 ORDER BY id LIMIT ?3)
     RETURNING id, to_address AS "to", subject, text, html`,
  )
    .bind(new Date(nowMs).toISOString(), new Date(nowMs - SETTLE_MS).toISOString(), limit)
    .all<Row>();
  for (const row of claimed.results) {
    try {
      await transport({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? undefined });
    } catch (error) {
      const why = String(error instanceof Error ? error.message : error).slice(0, 500);
      await env.DB.prepare("UPDATE email_outbox SET status = 'FAILED', error = ? WHERE id = ?").bind(why, row.id).run();
    }
  }
  return claimed.results.length;
}
