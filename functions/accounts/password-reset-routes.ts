// POST /password-reset/email and /password-reset/password (spec 000 sections 2 and 7): a one-time
// link, emailed, valid for an hour; using it sets the password and signs out every device.
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Route } from "../api/types";
import { badRequest, json, parseBody } from "../api/http";
import { members, passwordResetTokens } from "../db/schema";
import { ForgotPasswordSchema, ResetPasswordSchema } from "../contract/auth-schemas";
import { ERROR_MESSAGES } from "../contract/messages/common";
import { hashPassword } from "./passwords";
import { enforce, RATE_LIMITS } from "./rate-limit";
import { randomToken, sha256Hex } from "../api/jwt";
import { memberWithOrganization, revokeAllRefreshTokens } from "./sign-in";
import { spendOneTimeToken } from "./one-time-token";
import { createEmailSender } from "../email/sender";
import { passwordResetEmail } from "../email/templates";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const passwordResetRoutes: Route[] = [
  {
    method: "POST",
    path: "/password-reset/email",
    access: "public",
    summary: "Email a password-reset link (same answer whether or not the account exists)",
    tags: ["auth"],
    errors: ["RATE_LIMITED"],
    request: { body: ForgotPasswordSchema },
    responses: { 200: z.object({ ok: z.literal(true) }) },
    // The same 200 for every well-formed email, so the answer never says whether an account exists.
    handler: async ({ request, db, env, ctx, clock, ip }) => {
      const { email } = await parseBody(request, ForgotPasswordSchema);
      const now = clock.now();
      await enforce(db, RATE_LIMITS.resetPerIp, ip, now, ERROR_MESSAGES.PASSWORD_RESET_RATE_LIMITED);
      await enforce(db, RATE_LIMITS.resetPerEmail, email, now, ERROR_MESSAGES.PASSWORD_RESET_RATE_LIMITED);

      const row = await memberWithOrganization(db, { email });
      if (row && row.member.status === "ACTIVE") {
        const token = randomToken(32);
        await db.insert(passwordResetTokens).values({
          tokenHash: await sha256Hex(token),
          memberId: row.member.id,
          expiresOn: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
          createdOn: new Date(now).toISOString(),
        });
        const link = `${env.APP_URL.replace(/\/$/, "")}/reset-password/${token}`;
        await createEmailSender(env, db, ctx).send(passwordResetEmail(row.member.email, row.member.firstName, link));
      }
      return json({ ok: true });
    },
  },
  {
    method: "POST",
    path: "/password-reset/password",
    access: "public",
    summary: "Set a new password with a reset token; signs out every device",
    tags: ["auth"],
    errors: ["RESET_TOKEN_INVALID", "RATE_LIMITED"],
    request: { body: ResetPasswordSchema },
    responses: { 200: z.object({ ok: z.literal(true) }) },
    handler: async ({ request, db, clock, ip }) => {
      const input = await parseBody(request, ResetPasswordSchema);
      const now = clock.now();
      const nowIso = new Date(now).toISOString();
      await enforce(db, RATE_LIMITS.resetPerIp, ip, now, ERROR_MESSAGES.PASSWORD_RESET_RATE_LIMITED);
      // Hash first: the slow part happens before the token is spent.
      const passwordHash = await hashPassword(input.password);
      const used = await spendOneTimeToken(db, passwordResetTokens, input.token, nowIso);
      if (!used) throw badRequest(ERROR_MESSAGES.RESET_TOKEN_INVALID, "RESET_TOKEN_INVALID");

      await db.batch([
        db.update(members).set({ passwordHash }).where(eq(members.id, used.memberId)),
        // Older links for the same account die with this one.
        db
          .update(passwordResetTokens)
          .set({ usedOn: nowIso })
          .where(and(eq(passwordResetTokens.memberId, used.memberId), isNull(passwordResetTokens.usedOn))),
      ]);
      await revokeAllRefreshTokens(db, used.memberId, now);
      return json({ ok: true });
    },
  },
];
