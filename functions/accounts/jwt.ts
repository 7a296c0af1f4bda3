// The access token of spec 000 section 3: HS256 JSON Web Tokens signed and checked by `jose`
// (WebCrypto underneath), so no hand-written signature or base64url code guards the API.
import { base64url, decodeJwt, errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

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
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;

const ALGORITHM = "HS256";
const enc = new TextEncoder();

// Importing the key costs a WebCrypto call; one per secret per isolate is enough.
const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", enc.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  // exp and iat are already in the claims (the caller's clock decides them, so tests can move time).
  return new SignJWT(claims).setProtectedHeader({ alg: ALGORITHM, typ: "JWT" }).sign(await hmacKey(secret));
}

/** Reads the claims without checking the signature: for the web session, which only holds tokens the API issued. */
export function decodeToken(token: string): TokenClaims | null {
  try {
    const parsed = TokenClaimsSchema.safeParse(decodeJwt(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: "invalid" | "expired" };

export async function verifyToken(token: string, secret: string, nowMs: number): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: [ALGORITHM],
      currentDate: new Date(nowMs),
      // Every token we issue carries exp; one without it is not ours.
      requiredClaims: ["exp", "iat"],
    });
    const claims = TokenClaimsSchema.safeParse(payload);
    return claims.success ? { ok: true, claims: claims.data } : { ok: false, reason: "invalid" };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
    return { ok: false, reason: "invalid" };
  }
}

export function randomToken(bytes = 32): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", enc.encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
