// Bearer-token authentication for API routes. The member row is read on every call so a
// removed, blocked or re-roled member loses access at once rather than when the token expires;
// the bid path alone reads it through the member cache, stale by at most seconds (decision 0049).
import type { Env } from "../env";
import type { Db } from "../db/client";
import { verifyToken, type TokenClaims } from "./jwt";
import { ApiError, unauthorized } from "./http";
import { ERROR_MESSAGES } from "../contract/messages/common";
import { cachedMemberRecord, readAndRememberMember, type MemberRecord } from "./member-cache";

export interface Caller {
  id: number;
  organizationId: number | null;
  isOwner: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
  isAdmin: boolean;
  status: string;
  organizationStatus: string | null;
  streamToken: string;
  impersonatorId?: number;
  claims: TokenClaims;
  /** The organisation's group and blocks, read with the member (null: no organisation). */
  organization: MemberRecord["organization"];
  /** The member row and its organisation's status as authentication read them, for handlers that show them. */
  record: MemberRecord;
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

/**
 * The callers one web page request has already authenticated, by token (decision 0155). The Worker
 * makes one per page request and hands it to the API with its in-process calls only, as a function
 * argument: no header can fill it, so an outside caller is always verified afresh.
 */
export type CallerMemo = Map<string, Promise<Caller>>;

export async function authenticate(
  request: Request,
  env: Env,
  db: Db,
  access: "optional" | "member",
  options: { cached?: boolean; memo?: CallerMemo } = {},
): Promise<Caller | undefined> {
  const token = bearerToken(request);
  if (!token) {
    if (access === "optional") return undefined;
    throw unauthorized();
  }
  const { memo } = options;
  // A write may change the member (roles, organisation): calls after it in the page read afresh.
  if (memo && request.method !== "GET" && request.method !== "HEAD") memo.clear();
  else if (memo) {
    let caller = memo.get(token);
    if (!caller) {
      caller = verifyAndLoad(token, env, db, options.cached);
      memo.set(token, caller);
    }
    return caller;
  }
  return verifyAndLoad(token, env, db, options.cached);
}

async function verifyAndLoad(token: string, env: Env, db: Db, cached?: boolean): Promise<Caller> {
  const verified = await verifyToken(token, env.JWT_SECRET, Date.now());
  if (!verified.ok) throw unauthorized();
  return loadCaller(db, verified.claims, cached);
}

export async function loadCaller(db: Db, claims: TokenClaims, cached = false): Promise<Caller> {
  const row = cached ? await cachedMemberRecord(db, claims.id, claims.rv) : await readAndRememberMember(db, claims.id);
  return callerFrom(row, claims);
}

/** The caller a verified token's member record makes, or the refusal authentication answers. */
export function callerFrom(row: MemberRecord | null, claims: TokenClaims): Caller {
  if (!row || row.member.status !== "ACTIVE") {
    throw new ApiError(401, ERROR_MESSAGES.INVALID_JWT_TOKEN, "INVALID_JWT_TOKEN");
  }
  if (row.member.rolesVersion !== claims.rv) {
    throw new ApiError(401, ERROR_MESSAGES.DEALER_ROLES_STALE, "DEALER_ROLES_STALE");
  }
  if (row.orgStatus === "BLOCKED") {
    // Spec 000 section 8: ORGANIZATION_BLOCKED arrives with status 500 and forces logout.
    throw new ApiError(500, ERROR_MESSAGES.ORGANIZATION_BLOCKED, "ORGANIZATION_BLOCKED");
  }
  const m = row.member;
  return {
    id: m.id,
    organizationId: m.organizationId,
    isOwner: m.isOwner,
    isBuyer: m.isBuyer,
    isSeller: m.isSeller,
    isTransactionAcceptor: m.isTransactionAcceptor,
    isAdmin: m.isAdmin,
    status: m.status,
    organizationStatus: row.orgStatus,
    streamToken: claims._st,
    impersonatorId: claims.imp,
    claims,
    organization: row.organization,
    record: row,
  };
}
