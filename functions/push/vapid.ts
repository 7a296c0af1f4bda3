// Voluntary Application Server Identification (RFC 8292): each push request carries a JWT signed
// with the server's P-256 key (ES256), for the push service's origin, valid at most 24 hours, and
// the public key. WebCrypto's ECDSA signature is already the JWS form (r || s, 64 bytes).
import { fromBase64url, toBase64url, utf8 } from "./base64url";
import { ecJwk, importPrivateKey } from "./keys";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push service's operator. */
  subject: string;
}

/** Tokens live 12 hours: well inside the 24 hours RFC 8292 allows, so clock skew never voids one. */
const TOKEN_SECONDS = 12 * 60 * 60;

const encodeJson = (value: unknown) => toBase64url(utf8(JSON.stringify(value)));

/** The Authorization header value for a request to `endpoint`. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, nowMs = Date.now()): Promise<string> {
  const signingInput = `${encodeJson({ typ: "JWT", alg: "ES256" })}.${encodeJson({
    aud: new URL(endpoint).origin,
    exp: Math.floor(nowMs / 1000) + TOKEN_SECONDS,
    sub: keys.subject,
  })}`;
  const key = await importPrivateKey(keys.publicKey, keys.privateKey, "ECDSA");
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, utf8(signingInput));
  return `vapid t=${signingInput}.${toBase64url(new Uint8Array(signature))}, k=${keys.publicKey}`;
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** The push service's check (what the local fake runs): signature by `k`, audience, expiry. */
export async function verifyVapid(header: string | null, audience: string, nowMs = Date.now()): Promise<VapidClaims> {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), ?k=([\w-]+)$/.exec(header ?? "");
  if (!match) throw new Error("no vapid authorization");
  const [, head, body, signature, k] = match;
  const key = await crypto.subtle.importKey("jwk", ecJwk(k), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const ok = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    fromBase64url(signature),
    utf8(`${head}.${body}`),
  );
  if (!ok) throw new Error("bad vapid signature");
  const alg = JSON.parse(new TextDecoder().decode(fromBase64url(head))) as { alg?: string };
  if (alg.alg !== "ES256") throw new Error("vapid alg is not ES256");
  const claims = JSON.parse(new TextDecoder().decode(fromBase64url(body))) as VapidClaims;
  if (claims.aud !== audience) throw new Error(`vapid aud ${claims.aud} is not ${audience}`);
  const now = Math.floor(nowMs / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60)) throw new Error("vapid token expired or too long");
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error("vapid sub is not mailto: or https:");
  return claims;
}
