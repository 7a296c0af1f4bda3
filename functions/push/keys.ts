// P-256 keys as Web Push passes them: the public key as an uncompressed point (65 bytes, base64url),
// the private key as its 32-byte scalar d (base64url). WebCrypto imports a private EC key only as
// JWK or PKCS#8, so the JWK is built from the point and d.
import { fromBase64url, toBase64url } from "./base64url";

export function ecJwk(publicKey: string, d?: string): JsonWebKey {
  const point = fromBase64url(publicKey);
  if (point.length !== 65 || point[0] !== 4) throw new Error("not an uncompressed P-256 public key");
  return {
    kty: "EC",
    crv: "P-256",
    x: toBase64url(point.slice(1, 33)),
    y: toBase64url(point.slice(33, 65)),
    ...(d ? { d } : {}),
  };
}

export const importPrivateKey = (publicKey: string, d: string, algorithm: "ECDSA" | "ECDH") =>
  crypto.subtle.importKey(
    "jwk",
    ecJwk(publicKey, d),
    { name: algorithm, namedCurve: "P-256" },
    false,
    algorithm === "ECDSA" ? ["sign"] : ["deriveBits"],
  );

/** A new key pair in Web Push's text form (npm start's VAPID keys, test subscriptions). */
export async function newKeyPair(
  algorithm: "ECDSA" | "ECDH" = "ECDSA",
): Promise<{ publicKey: string; privateKey: string }> {
  const usages: KeyUsage[] = algorithm === "ECDSA" ? ["sign", "verify"] : ["deriveBits"];
  const pair = (await crypto.subtle.generateKey(
    { name: algorithm, namedCurve: "P-256" },
    true,
    usages,
  )) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { publicKey: toBase64url(raw), privateKey: jwk.d! };
}
