// Media bytes in R2 and their rows in D1. Images are stored under a hash of their bytes (the same
// photo uploaded twice is one object, and a URL never changes meaning); videos are streamed under
// a random key, since hashing 200 MB would mean holding it in memory first (decision 0045).
import type { Env } from "../env";
import type { SniffedType } from "../contract/media";

// workerd's streaming hash; the DOM library's `Crypto` type, merged over the Workers one, lacks it.
const hashStream = () => new (crypto as unknown as { DigestStream: typeof DigestStream }).DigestStream("SHA-256");

/** A posted file is hashed as it is read: no second copy of a 25 MB photo to hash and store. */
async function sha256Hex(bytes: ArrayBuffer | Blob): Promise<string> {
  let digest: ArrayBuffer;
  if (bytes instanceof Blob) {
    const hashing = hashStream();
    await bytes.stream().pipeTo(hashing);
    digest = await hashing.digest;
  } else digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const LONG_CACHE = "public, max-age=31536000, immutable";

/** Stores a file in R2 and answers its key. */
export async function putMedia(env: Env, file: File, type: SniffedType): Promise<string> {
  if (type.isVideo) {
    const httpMetadata = { contentType: type.contentType, cacheControl: LONG_CACHE };
    const key = `videos/${crypto.randomUUID()}.${type.extension}`;
    // R2 needs a known length for a stream (DESIGN "Known traps").
    const { readable, writable } = new FixedLengthStream(file.size);
    const pumped = file.stream().pipeTo(writable);
    await Promise.all([env.MEDIA.put(key, readable, { httpMetadata }), pumped]);
    return key;
  }
  return putImage(env, file, type);
}

/**
 * Stores image bytes under `folder` and a hash of them (content-addressed: an object already there
 * holds these very bytes). `photos/pending/` holds originals still waiting for their variants,
 * which are never served (decision 0116).
 */
export async function putImage(
  env: Env,
  bytes: ArrayBuffer | Blob,
  type: SniffedType,
  folder = "photos/",
): Promise<string> {
  const httpMetadata = { contentType: type.contentType, cacheControl: LONG_CACHE };
  const key = `${folder}${await sha256Hex(bytes)}.${type.extension}`;
  if (!(await env.MEDIA.head(key))) await env.MEDIA.put(key, bytes, { httpMetadata });
  return key;
}

export const PENDING_FOLDER = "photos/pending/";
/** Originals no retry could shrink: kept (the dealer may delete them), never served. */
export const UNREADABLE_FOLDER = "photos/unreadable/";
export const isHeldBack = (key: string) => key.startsWith(PENDING_FOLDER) || key.startsWith(UNREADABLE_FOLDER);
export const JPEG: SniffedType = { contentType: "image/jpeg", extension: "jpg", isVideo: false };

/**
 * Deletes R2 objects no media row points at any more. Keys are shared (the same photo twice, or an
 * auction copied by /edit), so an object goes only with its last row.
 */
export async function deleteUnreferenced(env: Env, keys: (string | null)[]): Promise<void> {
  const unique = [...new Set(keys.filter((k): k is string => Boolean(k)))];
  for (const key of unique) {
    const row = await env.DB.prepare("SELECT 1 FROM vehicle_media WHERE r2_key = ?1 OR thumbnail_r2_key = ?1 LIMIT 1")
      .bind(key)
      .first();
    if (!row) await env.MEDIA.delete(key);
  }
}

export const mediaUrl = (key: string | null) => (key ? `/media/${key}` : null);
