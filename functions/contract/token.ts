// The API's access token as both sides read it (spec 000 section 3): its claims, and the sign-in
// answer that carries it. Signing and verifying stay in functions/api/jwt.ts; decoding without
// the signature is for the web session, which only holds tokens the API issued.
import { z } from "zod";
import type { LaunchClosedReason } from "./launch-access";

export const TokenClaimsSchema = z.object({
  exp: z.number(),
  iat: z.number(),
  roles: z.array(z.string()),
  isBuyer: z.boolean(),
  isOwner: z.boolean(),
  isSeller: z.boolean(),
  isTransactionAcceptor: z.boolean().default(false),
  organizationId: z.number().nullable(),
  id: z.number(),
  status: z.string(),
  /** Stream token: identifies this sign-in for the live event streams. */
  _st: z.string(),
  /** Roles version at issue; a mismatch with the member row means DEALER_ROLES_STALE. */
  rv: z.number(),
  /** Id of the administrator when this is an impersonated session. */
  imp: z.number().optional(),
  /**
   * Beyond the spec: when the organisation's free trial ends (ISO), kept after it has passed, so a
   * client can say what a purchase will really cost (no fees before it; contract fees.ts).
   */
  freeTrialEndsOn: z.string().nullable().optional(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

/** The answer of POST /auth/login, /auth/refresh and impersonation: the token pair. */
export interface Credentials {
  token: string;
  refreshToken: string;
  /** Login only: proves later sign-ins of this email come from a known browser or app (decision 0059). */
  deviceToken?: string;
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const bin = atob(b64);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** Reads the claims without checking the signature: for the web session, which only holds tokens the API issued. */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(new TextDecoder().decode(fromBase64url(parts[1])));
    const parsed = TokenClaimsSchema.safeParse(claims);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The answer of GET /auth/me: the auth state of spec 000 section 3 plus the names a greeting needs. */
export interface MeAnswer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  organizationId: number | null;
  roles: string[];
  isAdmin: boolean;
  isOwner: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
  status: string;
  /** The organisation's verification status (PENDING until ops approves a new registration). */
  organizationStatus: string | null;
  /** Why the organisation cannot launch auctions now, or null (launch-access.ts, decision 0091). */
  launchClosed: LaunchClosedReason | null;
  impersonatorId: number | null;
}
