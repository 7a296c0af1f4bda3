// The access token of spec 000 section 3: HS256 JSON Web Tokens signed and checked by `jose`
// (WebCrypto underneath), so no hand-written signature or base64url code guards the API.
import { base64url, errors, jwtVerify, SignJWT } from "jose";
import { decodeToken, TokenClaimsSchema, type TokenClaims } from "../contract/token";

// The claims are the contract's (the web app reads them too); re-exported for the API's modules.
export { decodeToken, TokenClaimsSchema, type TokenClaims };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ALGORITHM = "HS256";
const enc = new TextEncoder();

// Importing the key costs a WebCrypto call; one per secret per isolate is enough.
const keys = new Map<string, Promise<CryptoKey>>();
export function hmacKey(secret: string): Promise<CryptoKey> {
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

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: "invalid" | "expired" };

/** Tokens this isolate has verified, at most this many (the oldest go first; Map keeps insertion order). */
const VERIFIED_MAX = 10_000;
const verified = new Map<string, { secret: string; claims: TokenClaims }>();

/**
 * Verifies a token, from memory when this isolate has verified the same token under the same secret
 * before (decision 0252): its signature and claims cannot have changed, only whether it has expired,
 * which is checked against `nowMs` as jose checks it. A dealer's bids and a page's calls carry the
 * same token for 15 minutes, so the HMAC, the decoding and the claims' parse run once per token.
 */
export async function verifyToken(token: string, secret: string, nowMs: number): Promise<VerifyResult> {
  const known = verified.get(token);
  if (known && known.secret === secret) {
    if (known.claims.exp <= Math.floor(nowMs / 1000)) return { ok: false, reason: "expired" };
    // A copy: a caller that changes its claims must not change the next caller's.
    return { ok: true, claims: { ...known.claims, roles: [...known.claims.roles] } };
  }
  const result = await verifyAfresh(token, secret, nowMs);
  if (result.ok) {
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
    verified.set(token, { secret, claims: { ...result.claims, roles: [...result.claims.roles] } });
  }
  return result;
}

async function verifyAfresh(token: string, secret: string, nowMs: number): Promise<VerifyResult> {
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
