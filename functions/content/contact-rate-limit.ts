// A light per-IP limit on contact messages, in the shared rate_limits table (fixed window).
// Only messages that passed validation count, so a visitor fixing typos is never blocked.

export const CONTACT_LIMIT = { max: 10, windowMs: 10 * 60 * 1000 } as const;

// On Cloudflare every request carries the visitor's address; a loopback one (or none, "local")
// only happens on a developer's machine or in tests, where repeated e2e runs must not lock out.
const LOCAL_ADDRESSES = new Set(["127.0.0.1", "::1", "local"]);

/** Counts one send for `ip` and answers whether it is still within the limit. */
export async function takeContactSlot(db: D1Database, ip: string, nowMs: number): Promise<boolean> {
  if (LOCAL_ADDRESSES.has(ip)) return true;
  const key = `help-contact:${ip}`;
  const windowStartedBefore = nowMs - CONTACT_LIMIT.windowMs;
  // One statement so two parallel sends cannot both read the old count.
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start <= ?3 THEN 1 ELSE count + 1 END,
         window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END
       RETURNING count`,
    )
    .bind(key, nowMs, windowStartedBefore)
    .first<{ count: number }>();
  return (row?.count ?? 1) <= CONTACT_LIMIT.max;
}
