// The later try for photos whose variants could not be made when they were posted (decision
// 0116): the cron takes a few originals from photos/pending/, makes their display and small
// variants and points every row that used the original at them. After three failed tries the
// original moves to photos/unreadable/; both folders are never served, so a page shows the
// placeholder, never a 25 MB original.
import type { Env } from "../env";
import { sniffMediaType } from "../contract/media";
import { PENDING_FOLDER, UNREADABLE_FOLDER } from "./media-store";
import { storeWithVariants } from "./store-variants";

const MAX_TRIES = 3;

async function retryOne(env: Env, key: string): Promise<void> {
  const object = await env.MEDIA.get(key);
  if (!object) return;
  const bytes = await object.arrayBuffer();
  const type = sniffMediaType(new Uint8Array(bytes, 0, Math.min(32, bytes.byteLength)));
  const tries = Number(object.customMetadata?.tries ?? 0) + 1;
  const made = type ? await storeWithVariants(env, bytes, type) : null;
  const moveTo = async (target: string, thumbnailKey: string | null, contentType: string, size: number) => {
    await env.DB.prepare(
      "UPDATE vehicle_media SET r2_key = ?, thumbnail_r2_key = ?, content_type = ?, size_bytes = ? WHERE r2_key = ?",
    )
      .bind(target, thumbnailKey, contentType, size, key)
      .run();
    await env.MEDIA.delete(key);
  };
  if (made) return moveTo(made.key, made.thumbnailKey, made.contentType, made.size);
  const httpMetadata = object.httpMetadata;
  if (tries < MAX_TRIES) {
    await env.MEDIA.put(key, bytes, { httpMetadata, customMetadata: { tries: String(tries) } });
    return;
  }
  const unreadable = UNREADABLE_FOLDER + key.slice(PENDING_FOLDER.length);
  await env.MEDIA.put(unreadable, bytes, { httpMetadata });
  await moveTo(unreadable, null, type?.contentType ?? "application/octet-stream", bytes.byteLength);
}

/** Tries up to `limit` pending originals, one at a time (each may be a 25 MB photo). */
export async function retryPendingVariants(env: Env, limit = 2): Promise<void> {
  const rows = await env.DB.prepare("SELECT DISTINCT r2_key FROM vehicle_media WHERE r2_key LIKE ? LIMIT ?")
    .bind(`${PENDING_FOLDER}%`, limit)
    .all<{ r2_key: string }>();
  for (const { r2_key } of rows.results) await retryOne(env, r2_key);
}
