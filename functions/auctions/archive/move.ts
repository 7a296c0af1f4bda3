// The second step of archiving (decision 0188): an archived auction's slim rows leave the primary D1
// for the archive D1 of its period, so the primary keeps only live and recent auctions. Per auction,
// in an order that survives a crash at any point:
//   1. read the slim rows from the primary; 2. write them to the period's database (one batch that
//   first deletes any earlier copy, so a repeat is harmless); 3. read them back and compare them
//   with what the primary gave, else stop here; 4. one primary batch deletes exactly those rows,
//   guarded by the archive mark and version, the auction row last but the vehicle.
// A crash before 4 leaves the primary whole (readers take the primary's copy first); 4 is all or
// nothing, and a row something else still points at (a new watch) fails it, to be tried again.
import type { Env } from "../../env";
import { readArchive } from "./store";
import { periodOf, type ArchivePeriod } from "../../db/archive-periods";
import { canonical, insertRaw, listOf, type RawRow } from "./rows";
import { readSlimRows, type SlimRows } from "./slim-rows";

/**
 * Archived rows still in the primary, oldest first, by the partial index of them. An auction with a
 * dispute stays (the dispute points at it), and so does one an edit replaced (its list rule reads
 * the replacement); a row being restored is left alone.
 */
const MOVE_DUE_SQL = `SELECT id, archive_key AS archiveKey FROM auctions INDEXED BY auctions_archived_idx
  WHERE archived_on IS NOT NULL AND archive_key NOT LIKE 'restoring:%' AND superseded_by_auction_id IS NULL
    AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.auction_id = auctions.id)`;

export interface MoveRun {
  moved: number[];
  kept: { id: number; reason: string }[];
}

/**
 * Moves up to `limit` archived auctions to their periods. `bidderOrgs` are the organisations that bid
 * on each, when the caller has just read them from the auction's document; others read the document.
 */
export async function runMove(
  env: Env,
  limit: number,
  bidderOrgs: Map<number, number[]>,
  only?: number[],
): Promise<MoveRun> {
  const run: MoveRun = { moved: [], kept: [] };
  const due = only
    ? env.DB.prepare(`${MOVE_DUE_SQL} AND id IN (SELECT value FROM json_each(?2)) ORDER BY archived_on LIMIT ?1`).bind(
        limit,
        JSON.stringify(only),
      )
    : env.DB.prepare(`${MOVE_DUE_SQL} ORDER BY archived_on LIMIT ?1`).bind(limit);
  for (const { id, archiveKey } of (await due.all<{ id: number; archiveKey: string }>()).results) {
    const orgs = bidderOrgs.get(id) ?? (await orgsFromDocument(env, archiveKey));
    if (!orgs) {
      run.kept.push({ id, reason: "document unreadable" });
      continue;
    }
    const reason = await moveOne(env, id, orgs).catch((error: unknown) => {
      console.error("archive move: kept in the primary", id, error);
      return "failed";
    });
    if (reason === null) run.moved.push(id);
    else run.kept.push({ id, reason });
  }
  return run;
}

async function orgsFromDocument(env: Env, key: string): Promise<number[] | null> {
  const stored = await readArchive(env.MEDIA, key);
  return stored ? stored.contents.bids.map((b) => b.bidderOrganizationId) : null;
}

/** Null when moved, else why the auction stays in the primary this time. */
async function moveOne(env: Env, id: number, orgs: number[]): Promise<string | null> {
  const rows = await readSlimRows(env.DB, id, orgs);
  if (!rows || rows.auction.archived_on === null) return "not archived";
  const period = periodOf(env, rows.auction.ends_on as string | null);
  if (!period) return "no archive period";
  await writeToPeriod(env, period, rows);
  const copy = await readSlimRows(period.db, id, orgs);
  if (!copy || canonical(copy) !== canonical(rows)) {
    console.error("archive move: the period's copy differs, nothing deleted", id, period.binding);
    return "copy differs";
  }
  const results = await env.DB.batch(deleteFromPrimary(env.DB, rows));
  return results[results.length - 2].meta.changes === 1 ? null : "changed while moving";
}

/** Reference rows first (the search index's triggers read the make and model names). */
async function writeToPeriod(env: Env, period: ArchivePeriod, rows: SlimRows): Promise<void> {
  const a = rows.auction;
  const db = period.db;
  const reference = await env.DB.batch<RawRow>([
    env.DB.prepare("SELECT * FROM vehicle_makes WHERE id = ?1").bind(rows.vehicle?.make_id ?? null),
    env.DB.prepare("SELECT * FROM vehicle_models WHERE id = ?1").bind(rows.vehicle?.model_id ?? null),
    env.DB.prepare("SELECT * FROM locations WHERE id = ?1").bind(a.location_id ?? null),
  ]);
  await db.batch([
    ...clearStatements(db, rows),
    ...insertRaw(db, "vehicle_makes", reference[0].results, "INSERT OR IGNORE"),
    ...insertRaw(db, "vehicle_models", reference[1].results, "INSERT OR IGNORE"),
    ...insertRaw(db, "locations", reference[2].results, "INSERT OR REPLACE"),
    ...insertRaw(db, "vehicles", rows.vehicle ? [rows.vehicle] : []),
    ...insertRaw(db, "auctions", [a]),
    ...insertRaw(db, "vehicle_media", rows.media),
    ...insertRaw(db, "bid_summaries", rows.summaries),
    ...insertRaw(db, "watchlist", rows.watches),
  ]);
}

/** Deletes the auction's slim rows from `db` (an earlier copy in a period, or a period after a restore). */
export function clearStatements(db: D1Database, rows: SlimRows): D1PreparedStatement[] {
  const id = rows.auction.id;
  const vehicleId = rows.auction.vehicle_id;
  return [
    db.prepare("DELETE FROM watchlist WHERE auction_id = ?1").bind(id),
    db
      .prepare(
        "DELETE FROM bid_summaries WHERE organization_id IN (SELECT value FROM json_each(?2)) AND auction_id = ?1",
      )
      .bind(id, listOf(rows.summaries.map((s) => s.organization_id))),
    db.prepare("DELETE FROM vehicle_media WHERE vehicle_id = ?1").bind(vehicleId),
    db.prepare("DELETE FROM auctions WHERE id = ?1").bind(id),
    db.prepare("DELETE FROM vehicles WHERE id = ?1").bind(vehicleId),
  ];
}

/** The primary's batch: exactly the rows read, each guarded; the auction's delete is second to last. */
function deleteFromPrimary(db: D1Database, rows: SlimRows): D1PreparedStatement[] {
  const a = rows.auction;
  const guard =
    "EXISTS (SELECT 1 FROM auctions WHERE id = ?1 AND archived_on = ?2 AND archive_key = ?3 AND version = ?4)";
  const guarded = (sql: string, list: unknown[]) =>
    db.prepare(`${sql} AND ${guard}`).bind(a.id, a.archived_on, a.archive_key, a.version, listOf(list));
  return [
    guarded(
      "DELETE FROM watchlist WHERE auction_id = ?1 AND member_id IN (SELECT value FROM json_each(?5))",
      rows.watches.map((w) => w.member_id),
    ),
    guarded(
      "DELETE FROM bid_summaries WHERE organization_id IN (SELECT value FROM json_each(?5)) AND auction_id = ?1",
      rows.summaries.map((s) => s.organization_id),
    ),
    guarded(
      "DELETE FROM vehicle_media WHERE id IN (SELECT value FROM json_each(?5))",
      rows.media.map((m) => m.id),
    ),
    db
      .prepare("DELETE FROM auctions WHERE id = ?1 AND archived_on = ?2 AND archive_key = ?3 AND version = ?4")
      .bind(a.id, a.archived_on, a.archive_key, a.version),
    // Only once the auction is gone, and only a vehicle no other auction uses.
    db
      .prepare(
        `DELETE FROM vehicles WHERE id = ?2 AND NOT EXISTS (SELECT 1 FROM auctions WHERE id = ?1)
           AND NOT EXISTS (SELECT 1 FROM auctions WHERE vehicle_id = ?2)`,
      )
      .bind(a.id, a.vehicle_id),
  ];
}
