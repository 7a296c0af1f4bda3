// POST /auth/login, /auth/logout, /auth/refresh-token and GET /auth/me (spec 000 section 7).
import { z } from "zod";
import type { Route } from "../api/types";
import { ApiError, badRequest, forbidden, json, parseBody, readJson, unauthorized } from "../api/http";
import { LoginRequestSchema, RefreshTokenSchema } from "../contract/auth-schemas";
import { accountBlockedMessage, ERROR_MESSAGES } from "../contract/messages/common";
import { verifyPassword } from "./passwords";
import { countAttempt, forgiveAttempt } from "./sign-in-limits";
import { issueDeviceToken, knownDevice } from "./device-token";
import {
  consumeRefreshToken,
  issueCredentials,
  memberWithOrganization,
  newSignIn,
  revokeRefreshToken,
} from "./sign-in";
import { SUPER_ADMIN_ROLE, DEALER_ROLE } from "../contract/accounts";
import type { MeAnswer } from "../contract/token";
import { LAUNCH_CLOSED_REASONS, launchClosedReason } from "../contract/launch-access";

/**
 * A well-formed hash of a password nobody has: verifying against it costs the same PBKDF2 as a real
 * account, so an unknown email answers no faster than a wrong password.
 */
const DECOY_HASH = `pbkdf2$100000$${"00".repeat(16)}$${"11".repeat(32)}`;

/** The answer of every sign-in (login, refresh, impersonation): the DTO `Credentials` of sign-in.ts. */
export const CredentialsData = z.object({
  token: z.string().describe("Access token (JWT, HS256, 15 minutes)"),
  refreshToken: z.string().describe("Opaque, single use; rotated by POST /auth/refresh-token"),
  deviceToken: z
    .string()
    .optional()
    .describe("Login only: send it back in deviceTokens on later sign-ins of this email (decision 0059)"),
});

const MeData = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  organizationId: z.number().int().nullable(),
  roles: z.array(z.enum([SUPER_ADMIN_ROLE, DEALER_ROLE])),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  isBuyer: z.boolean(),
  isSeller: z.boolean(),
  isTransactionAcceptor: z.boolean(),
  status: z.string(),
  /** PENDING while the team verifies a new registration (decision 0031). */
  organizationStatus: z.string().nullable(),
  /** Why launching is closed for the organisation now, or null (decision 0091). */
  launchClosed: z.enum(LAUNCH_CLOSED_REASONS).nullable(),
  impersonatorId: z.number().int().nullable(),
});

const badCredentials = () => badRequest(ERROR_MESSAGES.BAD_CREDENTIALS, "BAD_CREDENTIALS");

export const authRoutes: Route[] = [
  {
    method: "POST",
    path: "/auth/login",
    access: "public",
    summary: "Sign in: an access token and a refresh token",
    tags: ["auth"],
    errors: ["BAD_CREDENTIALS", "ACCOUNT_BLOCKED", "ORGANIZATION_BLOCKED", "RATE_LIMITED"],
    request: { body: LoginRequestSchema },
    responses: { 200: CredentialsData },
    handler: async ({ request, db, env, clock, ip }) => {
      const input = await parseBody(request, LoginRequestSchema);
      const now = clock.now();
      const device = await knownDevice(env.JWT_SECRET, input.email, input.deviceTokens);
      const attempt = { email: input.email, ip, deviceNonce: device?.nonce ?? null };
      await countAttempt(db, attempt, now);

      const row = await memberWithOrganization(db, { email: input.email });
      const passwordOk = await verifyPassword(input.password, row?.member.passwordHash ?? DECOY_HASH);
      if (!row || !passwordOk) throw badCredentials();
      await forgiveAttempt(db, attempt);

      // Only someone who knows the password learns the account's state.
      const { member, organizationStatus } = row;
      if (member.status !== "ACTIVE") {
        throw new ApiError(
          403,
          accountBlockedMessage({ phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL }),
          "ACCOUNT_BLOCKED",
        );
      }
      if (organizationStatus === "BLOCKED")
        throw forbidden(ERROR_MESSAGES.ORGANIZATION_BLOCKED, "ORGANIZATION_BLOCKED");

      const credentials = await issueCredentials(db, env, member, newSignIn(input.rememberMe), now);
      // A known device keeps its token; any other gets one now that it has proved the password.
      const deviceToken = device?.token ?? (await issueDeviceToken(env.JWT_SECRET, input.email));
      return json({ ...credentials, deviceToken });
    },
  },
  {
    method: "POST",
    path: "/auth/logout",
    access: "public",
    summary: "Revoke a refresh token (always 200)",
    tags: ["auth"],
    request: { body: RefreshTokenSchema, checkedByHandler: true, bodyOptional: true },
    responses: { 200: z.object({ ok: z.literal(true) }) },
    // Always 200: the web app clears its session whatever happens here (spec 000 section 4).
    handler: async ({ request, db, clock }) => {
      const body = await readJson(request).catch(() => null);
      const parsed = RefreshTokenSchema.safeParse(body);
      if (parsed.success) await revokeRefreshToken(db, parsed.data.refreshToken, clock.now());
      return json({ ok: true });
    },
  },
  {
    method: "POST",
    path: "/auth/refresh-token",
    access: "public",
    summary: "Trade a refresh token for new credentials (rotation)",
    tags: ["auth"],
    errors: ["INVALID_JWT_TOKEN", "ORGANIZATION_BLOCKED"],
    statuses: [401],
    request: { body: RefreshTokenSchema },
    responses: { 200: CredentialsData },
    handler: async ({ request, db, env, clock }) => {
      const { refreshToken } = await parseBody(request, RefreshTokenSchema);
      const now = clock.now();
      const consumed = await consumeRefreshToken(db, refreshToken, now);
      if (!consumed.ok) throw unauthorized();
      // Roles, status and organisation are read afresh, so the new token carries today's roles.
      const row = await memberWithOrganization(db, { id: consumed.memberId });
      if (!row || row.member.status !== "ACTIVE") {
        throw new ApiError(401, ERROR_MESSAGES.INVALID_JWT_TOKEN, "INVALID_JWT_TOKEN");
      }
      if (row.organizationStatus === "BLOCKED") {
        // Same answer as any authenticated call from a blocked organisation (see auth-context.ts).
        throw new ApiError(500, ERROR_MESSAGES.ORGANIZATION_BLOCKED, "ORGANIZATION_BLOCKED");
      }
      return json(await issueCredentials(db, env, row.member, consumed.signIn, now));
    },
  },
  {
    method: "GET",
    path: "/auth/me",
    access: "member",
    summary: "The signed-in member",
    tags: ["auth"],
    responses: { 200: MeData },
    // The auth state of spec 000 section 3 plus the names a greeting needs.
    // Authentication has just read the member and its organisation: nothing to read again.
    handler: async ({ caller }) => {
      const m = caller.record.member;
      const row = { organizationStatus: caller.record.orgStatus, sellerBlocked: caller.organization?.sellerBlocked };
      return json<MeAnswer>({
        id: m.id,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        organizationId: m.organizationId,
        roles: [m.isAdmin ? SUPER_ADMIN_ROLE : DEALER_ROLE],
        isAdmin: m.isAdmin,
        isOwner: m.isOwner,
        isBuyer: m.isBuyer,
        isSeller: m.isSeller,
        isTransactionAcceptor: m.isTransactionAcceptor,
        status: m.status,
        organizationStatus: row.organizationStatus ?? null,
        launchClosed: launchClosedReason({
          organizationStatus: row.organizationStatus ?? null,
          sellerBlocked: row.sellerBlocked ?? false,
        }),
        impersonatorId: caller.impersonatorId ?? null,
      });
    },
  },
];
