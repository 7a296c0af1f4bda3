// Fixed-window rate limits over the rate_limits table (DESIGN: login and password reset are limited
// per IP and per email). One upsert both counts and reads, so parallel requests cannot slip past.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { tooManyRequests } from "../api/http";

export interface RateLimit {
  /** Prefix of the key, e.g. `login:ip`. */
  name: string;
  limit: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const RATE_LIMITS = {
  // Sign-in (decision 0059 replaces 0009's per-email lockout): a source is an IP address (an IPv6
  // /64), a known device one that signed in to the email before.
  loginPerIp: { name: "login:ip", limit: 20, windowMs: FIFTEEN_MINUTES },
  loginPerEmailAndSource: { name: "login:email-source", limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Unknown browsers only, from every source together: caps a guessing run spread over many addresses. */
  loginPerEmailUnknownDevices: { name: "login:email-unknown", limit: 100, windowMs: FIFTEEN_MINUTES },
  loginPerDevice: { name: "login:device", limit: 10, windowMs: FIFTEEN_MINUTES },
  resetPerIp: { name: "reset:ip", limit: 10, windowMs: FIFTEEN_MINUTES },
  resetPerEmail: { name: "reset:email", limit: 5, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

const keyOf = (rule: RateLimit, subject: string) => `${rule.name}:${subject}`;

/** Counts one attempt in the current window; returns the count including this one. */
export async function hit(db: Db, rule: RateLimit, subject: string, nowMs: number): Promise<number> {
  const windowStart = Math.floor(nowMs / rule.windowMs) * rule.windowMs;
  const row = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // SQLite evaluates every SET expression against the old row, so both see the old window.
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`${windowStart}`,
      },
    })
    .returning({ count: rateLimits.count })
    .get();
  return row?.count ?? 1;
}

/** Counts the attempt and throws 429 with `message` once the window's limit is passed. */
export async function enforce(db: Db, rule: RateLimit, subject: string, nowMs: number, message: string): Promise<void> {
  if ((await hit(db, rule, subject, nowMs)) > rule.limit) throw tooManyRequests(message);
}

/** Gives an attempt back (a successful sign-in should not use up the visitor's allowance). */
export async function release(db: Db, rule: RateLimit, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`MAX(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** Forgets a subject entirely, e.g. an email's failed attempts after it signs in. */
export async function reset(db: Db, rule: RateLimit, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

// On Cloudflare every request carries the visitor's address; a loopback one (or none, "local")
// only happens on a developer's machine or in tests, where repeated e2e runs must not lock out.
const LOCAL_ADDRESSES = new Set(["127.0.0.1", "::1", "local"]);

/** Whether a per-IP limit should skip this address (a developer's own machine). */
export const isLocalAddress = (ip: string) => LOCAL_ADDRESSES.has(ip);
