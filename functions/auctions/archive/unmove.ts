// Bringing a moved auction's slim rows back from its period into the primary (decision 0188), the
// step before a restore (ops, or a seller relaunching, editing or deleting it): afterwards the
// primary holds the archived slim row exactly as before the move, and the restore goes on as ever.
import type { Env } from "../../env";
import { readablePeriods } from "../../db/archive-periods";
import { insertRaw } from "./rows";
import { readSlimRows } from "./slim-rows";
import { clearStatements } from "./move";

/** The archive mark of auction `id` in whichever period holds it, or null when none does. */
export async function findMoved(
  env: Env,
  id: number,
): Promise<{ archivedOn: string; archiveKey: string; db: D1Database } | null> {
  for (const period of await readablePeriods(env)) {
    const row = await period.db
      .prepare("SELECT archived_on AS archivedOn, archive_key AS archiveKey FROM auctions WHERE id = ?1")
      .bind(id)
      .first<{ archivedOn: string; archiveKey: string }>();
    if (row) return { ...row, db: period.db };
  }
  return null;
}

/**
 * The rows back into the primary in one batch, then out of the period. A location deleted since
 * (nothing in the primary used it) is left empty rather than refusing the restore. `bidderOrgs`
 * are the organisations that bid on it (from the auction's document).
 */
export async function unmove(env: Env, periodDb: D1Database, id: number, bidderOrgs: number[]): Promise<void> {
  const rows = await readSlimRows(periodDb, id, bidderOrgs);
  if (!rows) return;
  const db = env.DB;
  await db.batch([
    // The auction points at its vehicle and the cover at both: their keys are checked at the commit.
    db.prepare("PRAGMA defer_foreign_keys = on"),
    ...insertRaw(db, "vehicles", rows.vehicle ? [rows.vehicle] : [], "INSERT OR IGNORE"),
    ...insertRaw(db, "auctions", [rows.auction], "INSERT OR IGNORE"),
    db
      .prepare("UPDATE auctions SET location_id = NULL WHERE id = ?1 AND location_id NOT IN (SELECT id FROM locations)")
      .bind(id),
    ...insertRaw(db, "vehicle_media", rows.media, "INSERT OR IGNORE"),
    ...insertRaw(db, "bid_summaries", rows.summaries, "INSERT OR IGNORE"),
    ...insertRaw(db, "watchlist", rows.watches, "INSERT OR IGNORE"),
  ]);
  await periodDb.batch(clearStatements(periodDb, rows));
}
