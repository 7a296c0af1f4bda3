// Issuing and rotating the API's credentials: a 15-minute access JWT (claims of spec 000 section 3)
// and an opaque refresh token that is stored only as a SHA-256 hash.
//
// Refresh token format: `<r|s>.<st>.<secret>`. `r` means "Remember for 30 days" (30-day token),
// `s` a browser-session sign-in (12 hours, renewed on every refresh). `st` is the sign-in's stream
// token (_st), kept across refreshes so a live stream opened with it survives a token refresh.
// The whole string is hashed, so changing the prefix invalidates it.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import type { Env } from "../env";
import { members, organizations, refreshTokens } from "../db/schema";
import { ACCESS_TOKEN_TTL_SECONDS, randomToken, sha256Hex, signToken, type TokenClaims } from "../api/jwt";
import type { Credentials } from "../contract/token";
import { DEALER_ROLE, SUPER_ADMIN_ROLE } from "../contract/accounts";
import { freeTrialEndsSql } from "../contract/fees";

export const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/**
 * A just-rotated refresh token still works for this long. Parallel requests from one browser (two
 * tabs, or a loader and a fetch) carry the same cookie and each refresh; without a grace period
 * the slower one would sign the user out.
 */
export const ROTATION_GRACE_MS = 30 * 1000;

export type { Credentials };

export type MemberRow = typeof members.$inferSelect;

interface SignIn {
  remember: boolean;
  streamToken: string;
  impersonatorId: number | null;
}

export function accessClaims(
  member: MemberRow,
  signIn: SignIn,
  nowMs: number,
  freeTrialEndsOn: string | null = null,
): TokenClaims {
  const iat = Math.floor(nowMs / 1000);
  const claims: TokenClaims = {
    iat,
    exp: iat + ACCESS_TOKEN_TTL_SECONDS,
    roles: [member.isAdmin ? SUPER_ADMIN_ROLE : DEALER_ROLE],
    isBuyer: member.isBuyer,
    isOwner: member.isOwner,
    isSeller: member.isSeller,
    isTransactionAcceptor: member.isTransactionAcceptor,
    organizationId: member.organizationId,
    id: member.id,
    status: member.status,
    _st: signIn.streamToken,
    rv: member.rolesVersion,
  };
  if (signIn.impersonatorId != null) claims.imp = signIn.impersonatorId;
  if (freeTrialEndsOn !== null) claims.freeTrialEndsOn = freeTrialEndsOn;
  return claims;
}

function parseRefreshToken(token: string): { remember: boolean; streamToken: string } | null {
  const [kind, streamToken, secret, extra] = token.split(".");
  if ((kind !== "r" && kind !== "s") || !streamToken || !secret || extra !== undefined) return null;
  return { remember: kind === "r", streamToken };
}

/** The organisation's free trial end, for the token (the contract's one arithmetic). */
async function freeTrialEndOf(env: Env, organizationId: number | null): Promise<string | null> {
  if (organizationId === null) return null;
  const row = await env.DB.prepare(
    `SELECT ${freeTrialEndsSql("trial_started_on")} AS ends FROM organizations WHERE id = ?`,
  )
    .bind(organizationId)
    .first<{ ends: string | null }>();
  return row?.ends ?? null;
}

/** Signs a new access token and stores a new refresh token for this sign-in. */
export async function issueCredentials(
  db: Db,
  env: Env,
  member: MemberRow,
  signIn: SignIn,
  nowMs: number,
): Promise<Credentials> {
  const refreshToken = `${signIn.remember ? "r" : "s"}.${signIn.streamToken}.${randomToken(32)}`;
  const ttl = signIn.remember ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS;
  await db.insert(refreshTokens).values({
    tokenHash: await sha256Hex(refreshToken),
    memberId: member.id,
    impersonatorId: signIn.impersonatorId,
    expiresOn: new Date(nowMs + ttl).toISOString(),
    createdOn: new Date(nowMs).toISOString(),
  });
  const trialEnd = await freeTrialEndOf(env, member.organizationId);
  const token = await signToken(accessClaims(member, signIn, nowMs, trialEnd), env.JWT_SECRET);
  return { token, refreshToken };
}

export function newSignIn(remember: boolean, impersonatorId: number | null = null): SignIn {
  return { remember, streamToken: randomToken(16), impersonatorId };
}

export type RotateResult =
  | { ok: true; memberId: number; signIn: SignIn }
  | { ok: false; reason: "unknown" | "expired" | "revoked" };

/**
 * Revokes the presented refresh token and says whose it was. A token rotated less than
 * ROTATION_GRACE_MS ago is accepted again (see above); any other revoked or expired one is refused.
 */
export async function consumeRefreshToken(db: Db, token: string, nowMs: number): Promise<RotateResult> {
  const parsed = parseRefreshToken(token);
  if (!parsed) return { ok: false, reason: "unknown" };
  const hash = await sha256Hex(token);
  const now = new Date(nowMs).toISOString();
  const row = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).get();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.expiresOn <= now) return { ok: false, reason: "expired" };
  if (row.revokedOn) {
    const revokedAt = Date.parse(row.revokedOn);
    // Either side of the rotation: the parallel request may read a clock a moment behind the one
    // that rotated (another isolate, or the test clock's offset), and must not sign the user out.
    if (Math.abs(nowMs - revokedAt) >= ROTATION_GRACE_MS) return { ok: false, reason: "revoked" };
  } else {
    await db
      .update(refreshTokens)
      .set({ revokedOn: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.revokedOn)));
  }
  return {
    ok: true,
    memberId: row.memberId,
    signIn: { remember: parsed.remember, streamToken: parsed.streamToken, impersonatorId: row.impersonatorId },
  };
}

/**
 * Logout and password changes revoke AND expire, so the rotation grace period never revives them
 * (a rotated token is only revoked).
 */
function ended(nowMs: number) {
  const now = new Date(nowMs).toISOString();
  return { revokedOn: now, expiresOn: now };
}

export async function revokeRefreshToken(db: Db, token: string, nowMs: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set(ended(nowMs))
    .where(eq(refreshTokens.tokenHash, await sha256Hex(token)));
}

export async function revokeAllRefreshTokens(db: Db, memberId: number, nowMs: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set(ended(nowMs))
    .where(and(eq(refreshTokens.memberId, memberId), gt(refreshTokens.expiresOn, new Date(nowMs).toISOString())));
}

export async function memberWithOrganization(db: Db, where: { id: number } | { email: string }) {
  return db
    .select({ member: members, organizationStatus: organizations.status, sellerBlocked: organizations.sellerBlocked })
    .from(members)
    .leftJoin(organizations, eq(organizations.id, members.organizationId))
    .where("id" in where ? eq(members.id, where.id) : eq(members.email, where.email))
    .get();
}
