// Operational rows that only matter for a while (docs/data-plan.md, decision 0141): sent emails,
// finished pushes, spent tokens, old rate-limit windows and Stripe event ids. Left alone they grow
// with every auction (about 2.4 KB of email per auction) until the primary D1 is full. Each tick
// deletes a bounded number per table, so a backlog drains over several ticks without a long write.

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of row is kept, and why that long. */
export const RETENTION = {
  /** Support looks at a week of sent mail; what was decided is in the audit log and notices. */
  sentEmailDays: 7,
  /** Failures stay a month so ops can see a pattern. */
  failedEmailDays: 30,
  /** A push is sent or given up within minutes (PushSender's backoff); a day covers a retry. */
  finishedPushDays: 1,
  /** Stripe retries a webhook for 3 days; a month of ids keeps every retry a duplicate. */
  stripeEventDays: 30,
  /** Expired tokens are useless at once; a day keeps them for a support question that morning. */
  spentTokenDays: 1,
  /** The longest rate-limit window is 15 minutes (accounts/rate-limit.ts). */
  rateLimitWindowMs: 60 * 60 * 1000,
} as const;

export const PRUNE_BATCH = 500;

/** Rows deleted per table in one call. */
export type PruneCounts = Record<string, number>;

export async function pruneExpired(db: D1Database, nowMs: number, limit = PRUNE_BATCH): Promise<PruneCounts> {
  const before = (days: number) => new Date(nowMs - days * DAY_MS).toISOString();
  // One bounded DELETE per rule: `rowid IN (… LIMIT n)` keeps each write short.
  const rules: [string, string, unknown[]][] = [
    ["email_outbox", "status = 'SENT' AND sent_on < ?1", [before(RETENTION.sentEmailDays)]],
    ["email_outbox", "status = 'FAILED' AND created_on < ?1", [before(RETENTION.failedEmailDays)]],
    ["push_outbox", "status IN ('SENT', 'FAILED') AND created_on < ?1", [before(RETENTION.finishedPushDays)]],
    ["stripe_events", "received_on < ?1", [before(RETENTION.stripeEventDays)]],
    ["refresh_tokens", "expires_on < ?1", [before(RETENTION.spentTokenDays)]],
    ["password_reset_tokens", "expires_on < ?1", [before(RETENTION.spentTokenDays)]],
    ["impersonation_tokens", "expires_on < ?1", [before(RETENTION.spentTokenDays)]],
    ["rate_limits", "window_start < ?1", [nowMs - RETENTION.rateLimitWindowMs]],
  ];
  const results = await db.batch(
    rules.map(([table, where, params]) =>
      db
        .prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${where} LIMIT ?2)`)
        .bind(...params, limit),
    ),
  );
  const counts: PruneCounts = {};
  rules.forEach(([table], i) => {
    counts[table] = (counts[table] ?? 0) + (results[i]?.meta.changes ?? 0);
  });
  return counts;
}
