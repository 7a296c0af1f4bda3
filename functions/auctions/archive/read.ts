// Reading an archived auction (decision 0159): the slim row in D1 says where its document is; the
// detail page takes the full vehicle, every photo and the viewer organisation's bids from it, in
// the same shapes D1 would have answered.
import { inArray } from "drizzle-orm";
import type { Env } from "../../env";
import type { Db } from "../../db/client";
import { members } from "../../db/schema";
import type { BidView } from "../../contract/dto/auction-detail";
import type { DetailData } from "../read/detail-queries";
import { readArchive } from "./store";
import type { ArchiveContents } from "./document";

/** The viewer organisation's bids of the auction's current launch, oldest first, as the detail shows them. */
export async function archivedViewerBids(db: Db, c: ArchiveContents, organizationId: number): Promise<BidView[]> {
  const own = c.bids
    .filter((b) => b.bidderOrganizationId === organizationId && b.launchNumber === c.auction.launchCount)
    .sort((a, b) => a.seq - b.seq);
  if (own.length === 0) return [];
  const names = await db
    .select({ id: members.id, firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(inArray(members.id, [...new Set(own.map((b) => b.bidderId))]));
  const byId = new Map(names.map((m) => [m.id, m]));
  return own.map((b) => ({
    id: b.id,
    amountInPence: b.amountInPence,
    isHighest: b.isHighest,
    bidderOrganizationId: b.bidderOrganizationId,
    bidderId: b.bidderId,
    bidderFirstName: byId.get(b.bidderId)?.firstName ?? "",
    bidderLastName: byId.get(b.bidderId)?.lastName ?? "",
    createdOn: b.createdOn,
  }));
}

export async function archivedContents(env: Env, archiveKey: string | null): Promise<ArchiveContents | null> {
  if (archiveKey === null) return null;
  const stored = await readArchive(env.MEDIA, archiveKey);
  if (!stored) console.error("archive: document missing or damaged", archiveKey);
  return stored?.contents ?? null;
}

/**
 * The detail of an archived auction: D1's slim data with the document's vehicle, media and bids.
 * When the document can not be read the slim data is answered (a card's worth) rather than an error.
 */
export async function withArchivedDetail(
  env: Env,
  db: Db,
  data: DetailData,
  organizationId: number,
): Promise<DetailData> {
  const c = await archivedContents(env, data.auction.archiveKey);
  if (!c) return data;
  // D1's order (detail-queries.ts): by sort number, then id.
  const media = [...c.media].sort((a, b) => a.sortNumber - b.sortNumber || a.id - b.id);
  return { ...data, vehicle: c.vehicle, media, viewerBids: await archivedViewerBids(db, c, organizationId) };
}
