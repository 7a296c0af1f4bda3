// Message encryption for Web Push (RFC 8291) in the aes128gcm content coding (RFC 8188), with
// WebCrypto only. One record: the payload, the 0x02 last-record delimiter, no padding. A fresh
// ephemeral P-256 key and salt per message; the test passes the RFC's own to reproduce Appendix A.
import { type Bytes, concatBytes, fromBase64url, utf8 } from "./base64url";

/** The record size we declare: the RFC's example uses 4096, and every payload of ours fits one record. */
const RECORD_SIZE = 4096;
/** A payload larger than this does not fit one record (16-byte tag, 1 delimiter byte). */
export const MAX_PLAINTEXT = RECORD_SIZE - 17;

export interface SubscriptionKeys {
  /** The browser's P-256 public key, uncompressed point, base64url. */
  p256dh: string;
  /** The browser's 16-byte authentication secret, base64url. */
  auth: string;
}

/** Fixed inputs for the RFC's test vector; a real send leaves both out. */
export interface EncryptFixture {
  salt: Bytes;
  /** The application server's ephemeral key pair. */
  keyPair: CryptoKeyPair;
}

async function hkdf(salt: Bytes, ikm: Bytes, info: Bytes, length: number): Promise<Bytes> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, length * 8);
  return new Uint8Array(bits);
}

export const importEcdhPublic = (raw: Bytes) =>
  crypto.subtle.importKey("raw", raw, { name: "ECDH", namedCurve: "P-256" }, true, []);

/** RFC 8291 section 3.4: the content encryption key and nonce both sides derive. */
export async function deriveContentKeys(shared: Bytes, auth: Bytes, uaPublic: Bytes, asPublic: Bytes, salt: Bytes) {
  const info = concatBytes(utf8("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(auth, shared, info, 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  return { cek, nonce };
}

/** The request body: salt, record size, the server's public key as key id, then the one record. */
export async function encryptPayload(
  plaintext: Bytes,
  keys: SubscriptionKeys,
  fixture?: EncryptFixture,
): Promise<Uint8Array<ArrayBuffer>> {
  if (plaintext.length > MAX_PLAINTEXT) throw new Error(`push payload too large (${plaintext.length} bytes)`);
  const uaPublic = fromBase64url(keys.p256dh);
  const auth = fromBase64url(keys.auth);
  const salt = fixture?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const pair =
    fixture?.keyPair ??
    ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair);
  const asPublic = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: await importEcdhPublic(uaPublic) }, pair.privateKey, 256),
  );
  const { cek, nonce } = await deriveContentKeys(shared, auth, uaPublic, asPublic, salt);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const record = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, concatBytes(plaintext, new Uint8Array([2]))),
  );
  const header = new Uint8Array(21);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  return concatBytes(header, asPublic, record);
}
