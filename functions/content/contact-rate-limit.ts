// A light per-IP limit on contact messages, with the shared fixed-window counter of the
// rate_limits table. Only messages that passed validation count, so fixing typos never blocks.
import type { Db } from "../db/client";
import { hit, type RateLimit } from "../accounts/rate-limit";

export const CONTACT_LIMIT = {
  name: "help-contact:ip",
  limit: 10,
  windowMs: 10 * 60 * 1000,
} as const satisfies RateLimit;

// On Cloudflare every request carries the visitor's address; a loopback one (or none, "local")
// only happens on a developer's machine or in tests, where repeated e2e runs must not lock out.
const LOCAL_ADDRESSES = new Set(["127.0.0.1", "::1", "local"]);

/** Counts one send for `ip` and answers whether it is still within the limit. */
export async function takeContactSlot(db: Db, ip: string, nowMs: number): Promise<boolean> {
  if (LOCAL_ADDRESSES.has(ip)) return true;
  return (await hit(db, CONTACT_LIMIT, ip, nowMs)) <= CONTACT_LIMIT.limit;
}
