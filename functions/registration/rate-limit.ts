// Per-IP limits on the public registration calls (decision 0063), over the shared fixed-window
// counter of the rate_limits table. Accounts are few and precious: a handful of registrations an
// hour per address; the step checks are generous, since a dealer fixing typos steps back and forth.
import type { Db } from "../db/client";
import { enforce, isLocalAddress, type RateLimit } from "../accounts/rate-limit";
import { REGISTRATION_MESSAGES as M } from "../contract/messages/registration";

const HOUR = 60 * 60 * 1000;

export const REGISTRATION_LIMITS = {
  /** POST /registration: every attempt counts, created or not (the steps were checked before it). */
  registerPerIp: { name: "register:ip", limit: 10, windowMs: HOUR },
  /** The three validate calls together (one counter, so no step is a way around another). */
  checkPerIp: { name: "register-check:ip", limit: 120, windowMs: HOUR },
} as const satisfies Record<string, RateLimit>;

/** Counts one call for `ip`; 429 with the spec-less message of decision 0063 once over the limit. */
export async function limitRegistration(
  db: Db,
  rule: (typeof REGISTRATION_LIMITS)[keyof typeof REGISTRATION_LIMITS],
  ip: string,
  nowMs: number,
): Promise<void> {
  if (isLocalAddress(ip)) return;
  await enforce(
    db,
    rule,
    ip,
    nowMs,
    rule === REGISTRATION_LIMITS.registerPerIp ? M.tooManyRegistrations : M.tooManyChecks,
  );
}
