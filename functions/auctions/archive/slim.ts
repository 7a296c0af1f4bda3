// The D1 side of archiving and restoring one auction (decision 0159). Archiving: mark the row,
// then delete exactly the rows the verified document holds and slim the vehicle to its card columns,
// every statement guarded by the mark, all in one batch. Restoring is the mirror image.
import { getTableColumns } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { bids, memberNotices, vehicleMedia, vehicles } from "../../db/schema";
import type { ArchiveContents } from "./document";
import { FINAL_STATUSES } from "../../contract/auctions";
import { londonDay } from "../../contract/books-rules";

/** FINAL_STATUSES in SQL: the same list as the partial index auctions_archive_due_idx. */
export const FINAL_STATUSES_SQL = `(${FINAL_STATUSES.map((s) => `'${s}'`).join(", ")})`;

type MediaRow = ArchiveContents["media"][number];

/** The photo a card shows (card-query.ts's order): the one media row a slim auction keeps. */
export function coverOf(media: MediaRow[]): MediaRow | null {
  const photos = media.filter((m) => m.kind === "PHOTO" && m.parentMediaId === null);
  photos.sort(
    (a, b) =>
      Number(b.perspective === "MASTER") - Number(a.perspective === "MASTER") ||
      a.sortNumber - b.sortNumber ||
      a.id - b.id,
  );
  return photos[0] ?? null;
}

/**
 * What a slim vehicle keeps: the columns of cards, search, the price guide and fee titles. The
 * rest (description, history, features, tyres, VIN ...) is read from the document.
 */
const KEPT_VEHICLE_COLUMNS = new Set([
  "id",
  "organizationId",
  "sellerId",
  "registrationPlate",
  "makeId",
  "modelId",
  "derivative",
  "mileage",
  "year",
  "colour",
  "fuel",
  "transmission",
  "version",
  "createdOn",
  "lastModifiedOn",
]);

function columnsOf(table: SQLiteTable) {
  return Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
  }));
}

const ids = (rows: { id: number | string }[]) => JSON.stringify(rows.map((r) => r.id));

/** The archive batch; its first statement's `changes` is 1 when this call archived the auction. */
export function slimStatements(db: D1Database, c: ArchiveContents, key: string, stamp: string): D1PreparedStatement[] {
  const id = c.auction.id;
  // ?1 auction id, ?2 archive key, ?3 the version the document holds.
  const guard = "EXISTS (SELECT 1 FROM auctions WHERE id = ?1 AND archive_key = ?2 AND version = ?3)";
  const guarded = (sql: string, list: string) => db.prepare(sql).bind(id, key, c.auction.version, list);
  const cover = coverOf(c.media);
  // The vehicle is deleted and put back slim under the same id, not blanked in place: SQLite leaves
  // a shrunk row's page as large as before, while a delete rebalances the pages (decision 0177).
  const kept = columnsOf(vehicles).filter((col) => KEPT_VEHICLE_COLUMNS.has(col.key));
  const slimVehicle = `INSERT INTO vehicles (${kept.map((col) => col.name).join(", ")})
    SELECT ${kept.map((col) => `json_extract(?4, '$.${col.key}')`).join(", ")} WHERE ${guard}`;
  return [
    db
      .prepare(
        `UPDATE auctions SET archived_on = ?4, archive_key = ?2, room_awake = 0
         WHERE id = ?1 AND version = ?3 AND archived_on IS NULL AND status IN ${FINAL_STATUSES_SQL}`,
      )
      .bind(id, key, c.auction.version, stamp),
    guarded(
      `DELETE FROM push_outbox WHERE notice_id IN (SELECT value FROM json_each(?4)) AND ${guard}`,
      ids(c.notices),
    ),
    guarded(`DELETE FROM member_notices WHERE id IN (SELECT value FROM json_each(?4)) AND ${guard}`, ids(c.notices)),
    guarded(`DELETE FROM bids WHERE id IN (SELECT value FROM json_each(?4)) AND ${guard}`, ids(c.bids)),
    guarded(
      `DELETE FROM vehicle_media WHERE id IN (SELECT value FROM json_each(?4)) AND ${guard}`,
      ids(c.media.filter((m) => m.id !== cover?.id)),
    ),
    // The auction and the cover photo point at the vehicle: their keys are checked at the commit,
    // by when the slim row is back under its id.
    db.prepare("PRAGMA defer_foreign_keys = on"),
    guarded(`DELETE FROM vehicles WHERE id = json_extract(?4, '$.id') AND ${guard}`, JSON.stringify(c.vehicle)),
    guarded(slimVehicle, JSON.stringify(c.vehicle)),
  ];
}

/** `INSERT OR IGNORE` of JSON rows (Drizzle's keys) into `table`, guarded. */
function insertRows(table: SQLiteTable, tableName: string, guard: string): string {
  const cols = columnsOf(table);
  const values = cols.map((col) => `json_extract(j.value, '$.${col.key}')`).join(", ");
  return `INSERT OR IGNORE INTO ${tableName} (${cols.map((col) => col.name).join(", ")})
    SELECT ${values} FROM json_each(?3) AS j WHERE ${guard}`;
}

/**
 * The restore batch: the row is claimed with a one-off token (so two restores cannot both write),
 * the vehicle gets its columns back, the summaries and day counts the bids fed are taken out
 * before the bids go back in (the trigger on bids adds them again), then the token is cleared.
 */
export function restoreStatements(
  db: D1Database,
  c: ArchiveContents,
  archivedOn: string,
  key: string,
  token: string,
): D1PreparedStatement[] {
  const id = c.auction.id;
  const guard = "EXISTS (SELECT 1 FROM auctions WHERE id = ?1 AND archive_key = ?2)";
  const withRows = (sql: string, rows: unknown) => db.prepare(sql).bind(id, token, JSON.stringify(rows));
  const vehicleSets = columnsOf(vehicles)
    .filter((col) => col.key !== "id")
    .map((col) => `${col.name} = json_extract(?3, '$.${col.key}')`);
  // The London day the trigger on bids gives each bid (decision 0176).
  const days = c.bids.map((b) => ({ o: b.bidderOrganizationId, d: londonDay(b.createdOn) }));
  return [
    db
      .prepare(
        "UPDATE auctions SET archived_on = NULL, archive_key = ?2 WHERE id = ?1 AND archived_on = ?3 AND archive_key = ?4",
      )
      .bind(id, token, archivedOn, key),
    withRows(
      `UPDATE vehicles SET ${vehicleSets.join(", ")} WHERE id = json_extract(?3, '$.id') AND ${guard}`,
      c.vehicle,
    ),
    db.prepare(`DELETE FROM bid_summaries WHERE auction_id = ?1 AND ${guard}`).bind(id, token),
    withRows(
      `UPDATE bid_days SET bids = bids - (SELECT COUNT(*) FROM json_each(?3) AS j
         WHERE json_extract(j.value, '$.o') = bid_days.organization_id AND json_extract(j.value, '$.d') = bid_days.day)
       WHERE (organization_id, day) IN (SELECT json_extract(j.value, '$.o'), json_extract(j.value, '$.d') FROM json_each(?3) AS j)
         AND ${guard}`,
      days,
    ),
    withRows(insertRows(bids, "bids", guard), c.bids),
    withRows(insertRows(vehicleMedia, "vehicle_media", guard), c.media),
    withRows(insertRows(memberNotices, "member_notices", guard), c.notices),
    db.prepare("UPDATE auctions SET archive_key = NULL WHERE id = ?1 AND archive_key = ?2").bind(id, token),
  ];
}
