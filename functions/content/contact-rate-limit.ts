// A light per-IP limit on contact messages, with the shared fixed-window counter of the
// rate_limits table. Only messages that passed validation count, so fixing typos never blocks.
import type { Db } from "../db/client";
import { hit, isLocalAddress, type RateLimit } from "../accounts/rate-limit";

export const CONTACT_LIMIT = {
  name: "help-contact:ip",
  limit: 10,
  windowMs: 10 * 60 * 1000,
} as const satisfies RateLimit;

/** Counts one send for `ip` and answers whether it is still within the limit. */
export async function takeContactSlot(db: Db, ip: string, nowMs: number): Promise<boolean> {
  if (isLocalAddress(ip)) return true;
  return (await hit(db, CONTACT_LIMIT, ip, nowMs)) <= CONTACT_LIMIT.limit;
}
