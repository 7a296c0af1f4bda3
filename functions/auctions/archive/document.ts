// The archive document of one auction (decision 0159): NDJSON, one line per row, gzip-compressed
// in R2. Rows are stored as the Drizzle row objects D1 answered, so the detail page reads them back
// with the same types and a restore writes them back column for column. The SHA-256 of the
// uncompressed text is the checksum the archiver compares before it deletes anything.
import type { auctions, bids, memberNotices, vehicleMedia, vehicles } from "../../db/schema";

export const ARCHIVE_FORMAT = 1;

export interface ArchiveContents {
  auction: typeof auctions.$inferSelect;
  vehicle: typeof vehicles.$inferSelect;
  media: (typeof vehicleMedia.$inferSelect)[];
  bids: (typeof bids.$inferSelect)[];
  notices: (typeof memberNotices.$inferSelect)[];
}

/** Rows per kind: the archiver compares these between D1 and the stored document. */
export interface ArchiveCounts {
  auction: number;
  vehicle: number;
  media: number;
  bids: number;
  notices: number;
}

type Kind = keyof ArchiveCounts;

export function countsOf(c: ArchiveContents): ArchiveCounts {
  return { auction: 1, vehicle: 1, media: c.media.length, bids: c.bids.length, notices: c.notices.length };
}

/** One `{"t": kind, "r": row}` line per row, auction first. */
export function toNdjson(c: ArchiveContents): string {
  const lines: string[] = [
    JSON.stringify({ t: "auction", r: c.auction }),
    JSON.stringify({ t: "vehicle", r: c.vehicle }),
  ];
  for (const r of c.media) lines.push(JSON.stringify({ t: "media", r }));
  for (const r of c.bids) lines.push(JSON.stringify({ t: "bids", r }));
  for (const r of c.notices) lines.push(JSON.stringify({ t: "notices", r }));
  return lines.join("\n") + "\n";
}

/** The rows of a document, or null when a line is not one of ours. */
export function fromNdjson(text: string): ArchiveContents | null {
  const out: Partial<ArchiveContents> & Pick<ArchiveContents, "media" | "bids" | "notices"> = {
    media: [],
    bids: [],
    notices: [],
  };
  for (const line of text.split("\n")) {
    if (!line) continue;
    let parsed: { t?: Kind; r?: unknown };
    try {
      parsed = JSON.parse(line) as { t?: Kind; r?: unknown };
    } catch {
      return null;
    }
    const row = parsed.r;
    if (!row || typeof row !== "object") return null;
    // The rows are what this module wrote from D1; the checksum has already vouched for them.
    if (parsed.t === "auction") out.auction = row as ArchiveContents["auction"];
    else if (parsed.t === "vehicle") out.vehicle = row as ArchiveContents["vehicle"];
    else if (parsed.t === "media") out.media.push(row as ArchiveContents["media"][number]);
    else if (parsed.t === "bids") out.bids.push(row as ArchiveContents["bids"][number]);
    else if (parsed.t === "notices") out.notices.push(row as ArchiveContents["notices"][number]);
    else return null;
  }
  return out.auction && out.vehicle ? (out as ArchiveContents) : null;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function gzip(text: string): Promise<Uint8Array> {
  return collect(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip")));
}

export async function gunzip(bytes: ArrayBuffer): Promise<string> {
  const plain = await collect(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")));
  return new TextDecoder().decode(plain);
}

/**
 * Where an auction's document lives: by the month it ended, so a month of the archive is one R2
 * prefix (listing it is the month's index) and a whole closed year can be moved or expired at once.
 */
export function archiveKeyOf(auctionId: number, endsOn: string | null): string {
  const month = (endsOn ?? "0000-00").slice(0, 7).replace("-", "/");
  return `archive/auctions/${month}/${auctionId}.ndjson.gz`;
}
