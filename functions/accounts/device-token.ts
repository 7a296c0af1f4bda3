// Device tokens (OWASP's "device cookies", decision 0059): a browser or app that signed in to an
// email before carries a token signed for that email. Failed attempts made with a valid one are
// counted per token, apart from everyone else's, so a rival guessing a dealer's password from
// elsewhere cannot keep that dealer out of their own browser.
//
// Format `dv1.<nonce>.<signature>`: the signature is HMAC-SHA256 (the JWT secret) over the email and
// the nonce, so the token names no email and cannot be moved to another one.
import { base64url } from "jose";
import { hmacKey, randomToken } from "../api/jwt";
import { fromBase64url } from "../contract/token";

const PREFIX = "dv1";
const enc = new TextEncoder();

// "device|" keeps these inputs apart from JWT signing inputs (base64url, never a "|").
const signed = (email: string, nonce: string) => enc.encode(`device|${email}|${nonce}`);

/** A new device token for `email`. */
export async function issueDeviceToken(secret: string, email: string): Promise<string> {
  const nonce = randomToken(16);
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), signed(email, nonce));
  return `${PREFIX}.${nonce}.${base64url.encode(new Uint8Array(mac))}`;
}

async function verifies(secret: string, email: string, nonce: string, mac: string): Promise<boolean> {
  try {
    // verify() compares in constant time; a malformed signature throws and counts as unknown.
    return await crypto.subtle.verify("HMAC", await hmacKey(secret), fromBase64url(mac), signed(email, nonce));
  } catch {
    return false;
  }
}

/** The nonce of the first token signed for `email`, with the token; null when none is. */
export async function knownDevice(
  secret: string,
  email: string,
  tokens: readonly string[] | undefined,
): Promise<{ token: string; nonce: string } | null> {
  for (const token of tokens ?? []) {
    const [prefix, nonce, mac, extra] = token.split(".");
    if (prefix !== PREFIX || !nonce || !mac || extra !== undefined) continue;
    if (await verifies(secret, email, nonce, mac)) return { token, nonce };
  }
  return null;
}
