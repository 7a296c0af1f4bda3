// Impersonation (spec 000 section 2): an administrator creates a one-time link
// `/impersonate?om=<memberId>&t=<token>`; the web app trades it at POST /auth/impersonate for a
// session whose access tokens carry `imp` (the administrator's id).
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiContext, Route } from "../api/types";
import { ApiError, badRequest, forbidden, json, notFound, parseBody } from "../api/http";
import { impersonationTokens } from "../db/schema";
import { AdminImpersonationSchema, ImpersonateSchema } from "../contract/auth-schemas";
import { ERROR_MESSAGES } from "../contract/messages/common";
import { randomToken, sha256Hex } from "../api/jwt";
import { requireSuperAdmin } from "../api/super-admin";
import { issueCredentials, memberWithOrganization, newSignIn } from "./sign-in";
import { enforce, RATE_LIMITS, release } from "./rate-limit";
import { spendOneTimeToken } from "./one-time-token";
import { CredentialsData } from "./auth-routes";

export const IMPERSONATION_TOKEN_TTL_MS = 10 * 60 * 1000;

const invalidLink = () => badRequest(ERROR_MESSAGES.IMPERSONATION_INVALID, "IMPERSONATION_INVALID");

/** Stores a one-time token for `memberId` and answers its link (also used by the ops console). */
export async function createImpersonationLink(
  { db, caller, clock }: Pick<ApiContext, "db" | "caller" | "clock">,
  memberId: number,
): Promise<{ url: string; expiresOn: string }> {
  const target = await memberWithOrganization(db, { id: memberId });
  if (!target) throw notFound();
  // Another administrator's session is not something an administrator may borrow.
  if (target.member.isAdmin || target.member.status !== "ACTIVE") {
    throw forbidden(ERROR_MESSAGES.IMPERSONATION_NOT_ALLOWED, "IMPERSONATION_NOT_ALLOWED");
  }
  const now = clock.now();
  const token = randomToken(32);
  const expiresOn = new Date(now + IMPERSONATION_TOKEN_TTL_MS).toISOString();
  await db.insert(impersonationTokens).values({
    tokenHash: await sha256Hex(token),
    memberId,
    adminId: caller.id,
    expiresOn,
    createdOn: new Date(now).toISOString(),
  });
  return { url: `/impersonate?om=${memberId}&t=${encodeURIComponent(token)}`, expiresOn };
}

export const impersonationRoutes: Route[] = [
  {
    method: "POST",
    path: "/admin/impersonation",
    access: "member",
    // The role before the body, as the ops routes: a dealer learns nothing from field errors.
    guard: requireSuperAdmin,
    summary: "SUPER_ADMIN: a one-time impersonation link for a member",
    tags: ["auth", "admin"],
    errors: ["IMPERSONATION_NOT_ALLOWED"],
    statuses: [404],
    request: { body: AdminImpersonationSchema },
    responses: { 200: z.object({ url: z.string() }) },
    handler: async (c) => {
      requireSuperAdmin(c);
      const { memberId } = await parseBody(c.request, AdminImpersonationSchema);
      const { url } = await createImpersonationLink(c, memberId);
      return json({ url });
    },
  },
  {
    method: "POST",
    path: "/auth/impersonate",
    access: "public",
    summary: "Trade an impersonation link for a session (bad input: IMPERSONATION_INVALID)",
    tags: ["auth"],
    errors: ["IMPERSONATION_INVALID", "RATE_LIMITED"],
    request: { body: ImpersonateSchema, checkedByHandler: true },
    responses: { 200: CredentialsData },
    handler: async ({ request, db, env, clock, ip }) => {
      const input = await parseBody(request, ImpersonateSchema).catch((error: unknown) => {
        // A malformed link is the same failure as an expired one.
        if (error instanceof ApiError && error.status === 412) throw invalidLink();
        throw error;
      });
      const now = clock.now();
      const nowIso = new Date(now).toISOString();
      // Tokens are unguessable; the limit just stops anyone from trying at volume.
      await enforce(db, RATE_LIMITS.loginPerIp, ip, now, ERROR_MESSAGES.LOGIN_RATE_LIMITED);
      const used = await spendOneTimeToken(
        db,
        impersonationTokens,
        input.t,
        nowIso,
        eq(impersonationTokens.memberId, input.om),
      );
      if (!used) throw invalidLink();
      const target = await memberWithOrganization(db, { id: input.om });
      if (!target || target.member.status !== "ACTIVE" || target.organizationStatus === "BLOCKED") throw invalidLink();
      await release(db, RATE_LIMITS.loginPerIp, ip);
      // Impersonated sessions are never remembered beyond the browser session.
      return json(await issueCredentials(db, env, target.member, newSignIn(false, used.adminId), now));
    },
  },
];
