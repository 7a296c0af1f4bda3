// POST /auction/{id}/edit for REJECTED, CANCELLED and ENDED auctions (spec 001 section 4.5): a new
// editable DRAFT with a copy of the vehicle and its media. One D1 batch (a transaction): the old
// auction is claimed by version first, so two edits, or an edit racing a stale page, copy nothing.
import { getTableConfig } from "drizzle-orm/sqlite-core";
import { vehicleMedia, vehicles } from "../../db/schema";

/** Column names to copy: everything but identity and bookkeeping, so new columns copy themselves. */
function copyable(table: Parameters<typeof getTableConfig>[0], skip: string[]): string[] {
  return getTableConfig(table)
    .columns.map((c) => c.name)
    .filter((name) => !skip.includes(name));
}

const CLAIMED = -1;

export async function copyForEditing(db: D1Database, auctionId: number, version: number): Promise<number | null> {
  const vehicleCols = copyable(vehicles, ["id", "version", "created_on", "last_modified_on"]);
  const mediaCols = copyable(vehicleMedia, ["id", "vehicle_id", "parent_media_id", "created_on"]);
  const list = (cols: string[], prefix = "") => cols.map((c) => `${prefix}${c}`).join(", ");
  const claimed = `EXISTS (SELECT 1 FROM auctions WHERE id = ?1 AND superseded_by_auction_id = ${CLAIMED})`;
  const oldVehicle = "(SELECT vehicle_id FROM auctions WHERE id = ?1)";
  // Inside this transaction the newest row is ours: D1 has a single writer.
  const newVehicle = "(SELECT max(id) FROM vehicles)";
  const statements = [
    db
      .prepare(
        `UPDATE auctions SET superseded_by_auction_id = ${CLAIMED}
         WHERE id = ?1 AND version = ?2 AND superseded_by_auction_id IS NULL AND status IN ('REJECTED', 'CANCELLED', 'ENDED')`,
      )
      .bind(auctionId, version),
    db
      .prepare(
        `INSERT INTO vehicles (${list(vehicleCols)}) SELECT ${list(vehicleCols)} FROM vehicles WHERE id = ${oldVehicle} AND ${claimed}`,
      )
      .bind(auctionId),
    db
      .prepare(
        `INSERT INTO vehicle_media (vehicle_id, parent_media_id, ${list(mediaCols)})
         SELECT ${newVehicle}, NULL, ${list(mediaCols)} FROM vehicle_media
         WHERE vehicle_id = ${oldVehicle} AND parent_media_id IS NULL AND ${claimed} ORDER BY id`,
      )
      .bind(auctionId),
    // Damages and video previews point at their parent: find the parent's copy by what it is.
    db
      .prepare(
        `INSERT INTO vehicle_media (vehicle_id, parent_media_id, ${list(mediaCols)})
         SELECT ${newVehicle},
           (SELECT n.id FROM vehicle_media n JOIN vehicle_media op ON op.id = c.parent_media_id
            WHERE n.vehicle_id = ${newVehicle} AND n.r2_key = op.r2_key AND n.kind = op.kind
              AND n.sort_number = op.sort_number AND n.parent_media_id IS NULL LIMIT 1),
           ${list(mediaCols, "c.")}
         FROM vehicle_media c WHERE c.vehicle_id = ${oldVehicle} AND c.parent_media_id IS NOT NULL AND ${claimed}`,
      )
      .bind(auctionId),
    db
      .prepare(
        `INSERT INTO auctions (vehicle_id, organization_id, seller_id, location_id, make_id, status, type,
           minimum_price_in_pence, auto_accept_price_in_pence, time_option, publish_target,
           trying_to_deal_delivery_date_type, trying_to_deal_delivery_date, launch_count)
         SELECT ${newVehicle}, organization_id, seller_id, location_id, make_id, 'DRAFT', type,
           minimum_price_in_pence, auto_accept_price_in_pence, time_option, publish_target,
           trying_to_deal_delivery_date_type, trying_to_deal_delivery_date, launch_count
         FROM auctions WHERE id = ?1 AND ${claimed}`,
      )
      .bind(auctionId),
    db
      .prepare(
        `UPDATE auctions SET superseded_by_auction_id = (SELECT max(id) FROM auctions)
         WHERE id = ?1 AND superseded_by_auction_id = ${CLAIMED}`,
      )
      .bind(auctionId),
  ];
  const results = await db.batch(statements);
  if ((results[0].meta.changes ?? 0) === 0) return null;
  const row = await db
    .prepare("SELECT superseded_by_auction_id AS id FROM auctions WHERE id = ?")
    .bind(auctionId)
    .first<{ id: number }>();
  return row?.id ?? null;
}
