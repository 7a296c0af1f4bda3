// Which counters one sign-in attempt goes against (decision 0059, after OWASP's lockout guidance).
// - From a known device (a valid device token for this email): only that device's own counter, so
//   failures from anywhere else never hold the dealer's own browser back.
// - Otherwise: the per-IP limit, the email and source together (a guessing run from one place is
//   stopped without locking the email everywhere), and a high cap over all unknown sources.
import type { Db } from "../db/client";
import { ERROR_MESSAGES } from "../contract/messages/common";
import { enforce, RATE_LIMITS, release, reset, type RateLimit } from "./rate-limit";

export interface Attempt {
  email: string;
  /** Client address as the router saw it. */
  ip: string;
  /** Nonce of a valid device token for this email, if one came with the attempt. */
  deviceNonce: string | null;
}

/**
 * Where an attempt comes from. IPv6 hosts usually get a whole /64, so its first four groups are the
 * source; otherwise one attacker could take a fresh address for every guess.
 */
export function sourceOf(ip: string): string {
  if (!ip.includes(":")) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const groups = head.split(":").filter(Boolean);
  // "a:b::c" has fewer than four groups before the gap: the rest of the /64 is zeros.
  if (groups.length < 4 && ip.includes("::")) {
    const tailGroups = tail.split(":").filter(Boolean);
    const missing = 8 - groups.length - tailGroups.length;
    groups.push(...Array<string>(missing).fill("0"), ...tailGroups);
  }
  return `${groups.slice(0, 4).join(":")}::/64`;
}

function countersOf(attempt: Attempt): [RateLimit, string][] {
  if (attempt.deviceNonce) return [[RATE_LIMITS.loginPerDevice, attempt.deviceNonce]];
  const source = sourceOf(attempt.ip);
  return [
    [RATE_LIMITS.loginPerIp, source],
    [RATE_LIMITS.loginPerEmailAndSource, `${attempt.email}|${source}`],
    [RATE_LIMITS.loginPerEmailUnknownDevices, attempt.email],
  ];
}

/** Counts the attempt before the password is checked; throws 429 once a counter is past its limit. */
export async function countAttempt(db: Db, attempt: Attempt, nowMs: number): Promise<void> {
  for (const [rule, subject] of countersOf(attempt)) {
    await enforce(db, rule, subject, nowMs, ERROR_MESSAGES.LOGIN_RATE_LIMITED);
  }
}

/**
 * The right password is no guess: this device's (or this email and source's) failures are forgotten,
 * and the shared counters get the attempt back without forgetting anyone else's failures.
 */
export async function forgiveAttempt(db: Db, attempt: Attempt): Promise<void> {
  for (const [rule, subject] of countersOf(attempt)) {
    if (rule === RATE_LIMITS.loginPerDevice || rule === RATE_LIMITS.loginPerEmailAndSource) {
      await reset(db, rule, subject);
    } else {
      await release(db, rule, subject);
    }
  }
}
