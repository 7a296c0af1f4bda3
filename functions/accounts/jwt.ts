// HS256 JSON Web Tokens with WebCrypto: the access token of spec 000 section 3.
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

const enc = new TextEncoder();

function base64url(bytes: Uint8Array | string): string {
  const data = typeof bytes === "string" ? enc.encode(bytes) : bytes;
  let bin = "";
  for (const b of data) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4);
  const bin = atob(b64);
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

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
  const head = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const body = base64url(JSON.stringify(claims));
  const sig = await crypto.subtle.sign("HMAC", await hmacKey(secret), enc.encode(`${head}.${body}`));
  return `${head}.${body}.${base64url(new Uint8Array(sig))}`;
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

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: "invalid" | "expired" };

export async function verifyToken(token: string, secret: string, nowMs: number): Promise<VerifyResult> {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  let valid = false;
  try {
    valid = await crypto.subtle.verify(
      "HMAC",
      await hmacKey(secret),
      fromBase64url(parts[2]),
      enc.encode(`${parts[0]}.${parts[1]}`),
    );
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!valid) return { ok: false, reason: "invalid" };
  const claims = decodeToken(token);
  if (!claims) return { ok: false, reason: "invalid" };
  if (claims.exp * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return { ok: true, claims };
}

export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", enc.encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
