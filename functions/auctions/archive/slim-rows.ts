// What an archived auction keeps for lists (decision 0159), read as raw rows from either side of the
// move (decision 0188): its auction row, slim vehicle, cover photo row, the bid summaries of the
// organisations that bid and its watches. Summaries are found by those organisations (the key's first
// column), never by scanning for the auction.
import { listOf, type RawRow } from "./rows";

export interface SlimRows {
  auction: RawRow;
  vehicle: RawRow | null;
  media: RawRow[];
  summaries: RawRow[];
  watches: RawRow[];
}

export async function readSlimRows(db: D1Database, id: number, bidderOrgs: number[]): Promise<SlimRows | null> {
  const auction = await db.prepare("SELECT * FROM auctions WHERE id = ?1").bind(id).first<RawRow>();
  if (!auction) return null;
  const vehicleId = auction.vehicle_id as number;
  const [vehicle, media, summaries, watches] = await db.batch<RawRow>([
    db.prepare("SELECT * FROM vehicles WHERE id = ?1").bind(vehicleId),
    db.prepare("SELECT * FROM vehicle_media WHERE vehicle_id = ?1 ORDER BY id").bind(vehicleId),
    db
      .prepare(
        `SELECT * FROM bid_summaries WHERE organization_id IN (SELECT value FROM json_each(?2)) AND auction_id = ?1
         ORDER BY organization_id, launch_number`,
      )
      .bind(id, listOf(bidderOrgs)),
    db.prepare("SELECT * FROM watchlist WHERE auction_id = ?1 ORDER BY member_id").bind(id),
  ]);
  return {
    auction,
    vehicle: vehicle.results[0] ?? null,
    media: media.results,
    summaries: summaries.results,
    watches: watches.results,
  };
}
