// The browser's side of RFC 8291: what a user agent does with a push message it received. Used by
// the local fake push service and the unit test, so a message is proven readable, not just sent.
import { type Bytes, concatBytes, fromBase64url } from "./base64url";
import { deriveContentKeys, importEcdhPublic } from "./encrypt";

export interface BrowserKeys {
  /** The subscription's ECDH private key. */
  privateKey: CryptoKey;
  p256dh: string;
  auth: string;
}

export async function decryptPayload(body: Bytes, keys: BrowserKeys): Promise<Bytes> {
  const salt = body.slice(0, 16);
  const idlen = body[20];
  const asPublic = body.slice(21, 21 + idlen);
  const record = body.slice(21 + idlen);
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: await importEcdhPublic(asPublic) }, keys.privateKey, 256),
  );
  const uaPublic = fromBase64url(keys.p256dh);
  const { cek, nonce } = await deriveContentKeys(shared, fromBase64url(keys.auth), uaPublic, asPublic, salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
  // Strip the padding back to the delimiter: 0x02 marks the last (here the only) record.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("push record without the last-record delimiter");
  return concatBytes(padded.slice(0, end));
}
