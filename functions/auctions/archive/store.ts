// The archive's R2 side: write an auction's document and read it back whole and verified. A
// document that does not match its own checksum is never used (the reader gets null).
import {
  ARCHIVE_FORMAT,
  countsOf,
  fromNdjson,
  gunzip,
  gzip,
  sha256Hex,
  toNdjson,
  type ArchiveContents,
  type ArchiveCounts,
} from "./document";

export interface StoredArchive {
  contents: ArchiveContents;
  sha256: string;
  counts: ArchiveCounts;
}

/** Tests only: what the archiver's writer may be made to get wrong (functions/archive/test-routes.ts). */
export type ArchiveFault = "corrupt" | "crash-after-upload";

/** Writes the document; answers the checksum and counts of what D1 gave, for the verification. */
export async function putArchive(
  bucket: R2Bucket,
  key: string,
  contents: ArchiveContents,
  fault?: ArchiveFault,
): Promise<{ sha256: string; counts: ArchiveCounts }> {
  const text = toNdjson(contents);
  const sha256 = await sha256Hex(text);
  const counts = countsOf(contents);
  // A flipped byte on the way, as a faulty disk or a bad deploy would write it.
  const written = fault === "corrupt" ? text.replace('"t":"vehicle"', '"t":"vehicle" ') : text;
  await bucket.put(key, await gzip(written), {
    httpMetadata: { contentType: "application/x-ndjson", contentEncoding: "gzip" },
    customMetadata: { format: String(ARCHIVE_FORMAT), sha256, counts: JSON.stringify(counts) },
  });
  return { sha256, counts };
}

/** The document at `key`, read back and checked against the checksum recorded with it; else null. */
export async function readArchive(bucket: R2Bucket, key: string): Promise<StoredArchive | null> {
  const object = await bucket.get(key);
  if (!object) return null;
  const text = await gunzip(await object.arrayBuffer());
  const sha256 = await sha256Hex(text);
  if (sha256 !== object.customMetadata?.sha256) return null;
  const contents = fromNdjson(text);
  if (!contents) return null;
  return { contents, sha256, counts: countsOf(contents) };
}

export const sameCounts = (a: ArchiveCounts, b: ArchiveCounts): boolean =>
  (Object.keys(a) as (keyof ArchiveCounts)[]).every((k) => a[k] === b[k]);
