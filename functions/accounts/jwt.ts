// HS256 JSON Web Tokens with WebCrypto: the access token of spec 000 section 3.
import { decodeToken, fromBase64url, TokenClaimsSchema, type TokenClaims } from "../contract/token";

// The claims are the contract's (the web app reads them too); re-exported for the API's modules.
export { decodeToken, TokenClaimsSchema, type TokenClaims };

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const enc = new TextEncoder();

function base64url(bytes: Uint8Array | string): string {
  const data = typeof bytes === "string" ? enc.encode(bytes) : bytes;
  let bin = "";
  for (const b of data) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
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
