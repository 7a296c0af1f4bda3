// base64url without padding (RFC 4648 section 5): how Web Push carries keys, salts and JWT parts.
export { fromBase64url } from "../contract/token";

export function toBase64url(bytes: Bytes): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function concatBytes(...parts: Bytes[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Bytes WebCrypto takes (not a view of a SharedArrayBuffer). */
export type Bytes = Uint8Array<ArrayBuffer>;

export const utf8 = (text: string) => new TextEncoder().encode(text);
