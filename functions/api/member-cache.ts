// The bid path's member cache (decision 0049): what authenticating a bid needs from D1 (the member's
// status and roles version, its organisation's status, group and blocks), kept per isolate for
// MEMBER_CACHE_TTL_MS. Across isolates the TTL bounds how stale an entry can be, so a member blocked
// anywhere is refused everywhere within seconds; the isolate that makes the change also drops the
// entry at once (invalidateMember / invalidateOrganization at every write site).
import type { Db } from "../db/client";
import { memberRecordOf, memberStatement, type MemberRecord } from "./member-read";

export type { MemberRecord };

/** How long an entry may be served without rereading D1: the bound on "refused within seconds". */
export const MEMBER_CACHE_TTL_MS = 5_000;
/** Entries kept per isolate; the oldest go first beyond it (Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

const entries = new Map<number, { record: MemberRecord; expires: number }>();

export async function readMemberRecord(db: Db, memberId: number): Promise<MemberRecord | null> {
  return memberRecordOf(await memberStatement(db, memberId).first());
}

/**
 * The member's record from this isolate's cache, or from D1 (then cached). Only an ACTIVE member is
 * cached: a refusal is always read fresh, so lifting a block is never delayed by the cache. A token
 * with another roles version than the entry's rereads too: a fresh token after a role change must
 * not be refused as stale by an isolate that missed the change.
 */
export async function cachedMemberRecord(
  db: Db,
  memberId: number,
  rolesVersion: number,
  nowMs = Date.now(),
): Promise<MemberRecord | null> {
  const hit = entries.get(memberId);
  if (hit && hit.expires > nowMs && hit.record.member.rolesVersion === rolesVersion) return hit.record;
  return readAndRememberMember(db, memberId, nowMs);
}

/**
 * A fresh read that also refreshes the cache: any authenticated call (the detail a dealer reads
 * before bidding) leaves the bid path a warm entry (decision 0095). As safe as a cached route's
 * own read: the same record, the same TTL, the same invalidation.
 */
export async function readAndRememberMember(
  db: Db,
  memberId: number,
  nowMs = Date.now(),
): Promise<MemberRecord | null> {
  const record = await readMemberRecord(db, memberId);
  rememberMember(memberId, record, nowMs);
  return record;
}

/** A record read fresh elsewhere (a read route's own batch, decision 0267) refreshes the cache too. */
export function rememberMember(memberId: number, record: MemberRecord | null, nowMs = Date.now()): void {
  entries.delete(memberId);
  if (record && record.member.status === "ACTIVE") {
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as number);
    entries.set(memberId, { record, expires: nowMs + MEMBER_CACHE_TTL_MS });
  }
}

export function invalidateMember(memberId: number): void {
  entries.delete(memberId);
}

/** Drops every cached member of the organisation (its status, group or blocks changed). */
export function invalidateOrganization(organizationId: number): void {
  for (const [id, { record }] of entries) if (record.member.organizationId === organizationId) entries.delete(id);
}

/** Drops every entry (a change that touches organisations in bulk, e.g. a payment sweep). */
export function invalidateAllMembers(): void {
  entries.clear();
}
