// The archiver (issue 26 item 2, decision 0159): closed auctions 30 days past their end leave the
// primary D1 for R2, one verified document each, keeping a slim row for lists. Each auction is
// done on its own, in an order that survives a crash at any point:
//   1. read its rows; 2. write the document; 3. read it back: checksum and row counts must match
//   what D1 gave, else stop here; 4. the room forgets it; 5. one D1 batch marks the row archived
//   and deletes exactly the rows the document holds, each delete guarded by that mark.
// A crash before 5 leaves the auction whole (the next run writes the document again, same key); a
// batch is all or nothing; so a run can be repeated or cut short without loss or duplication.
import { asc, eq } from "drizzle-orm";
import type { Env } from "../../env";
import { getDb, type Db } from "../../db/client";
import { auctions, bids, memberNotices, vehicleMedia, vehicles } from "../../db/schema";
import { archiveKeyOf, type ArchiveContents } from "./document";
import { putArchive, readArchive, sameCounts, type ArchiveFault } from "./store";
import { FINAL_STATUSES_SQL, slimStatements } from "./slim";
import { auctionRoom } from "../room/room-client";
import { archivePeriods } from "../../db/archive-periods";
import { runMove } from "./move";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Closed this long ago (by its end and its last change), an auction is archived. */
export const ARCHIVE_AFTER_DAYS = 30;
/** Auctions per run: about 5 D1 round trips and 2 R2 calls each, well inside a cron's time. */
export const ARCHIVE_BATCH = 50;

export interface ArchiveRun {
  archived: number[];
  /** Auctions left whole this time, and why; the next run tries them again. */
  skipped: { id: number; reason: string }[];
  /** Archived auctions whose slim rows left for their archive period (decision 0188), and those kept. */
  moved: number[];
  kept: { id: number; reason: string }[];
}

export interface ArchiveOptions {
  limit?: number;
  /** Tests only: archive these auctions (when due) and no others, so parallel tests keep theirs. */
  only?: number[];
  fault?: ArchiveFault;
  /** Tests only: with `crash-after-upload`, the run stops after this many documents. */
  crashAfter?: number;
}

/**
 * The archiver's queue: the oldest closed auctions not yet archived. INDEXED BY the partial index,
 * which holds only those, so the read does not grow with the archived rows (the planner would
 * otherwise take (status, ends_on), which keeps every archived auction in range).
 */
export const DUE_SQL = `SELECT id FROM auctions INDEXED BY auctions_archive_due_idx
  WHERE archived_on IS NULL AND status IN ${FINAL_STATUSES_SQL} AND ends_on < ?1 AND last_modified_on < ?1
  ORDER BY ends_on LIMIT ?2`;

export async function dueForArchive(db: D1Database, nowMs: number, limit: number, only?: number[]): Promise<number[]> {
  const cutoff = new Date(nowMs - ARCHIVE_AFTER_DAYS * DAY_MS).toISOString();
  const statement = only
    ? db.prepare(DUE_SQL.replace("ORDER BY", "AND id IN (SELECT value FROM json_each(?3)) ORDER BY"))
    : db.prepare(DUE_SQL);
  const bound = only ? statement.bind(cutoff, limit, JSON.stringify(only)) : statement.bind(cutoff, limit);
  const { results } = await bound.all<{ id: number }>();
  return results.map((r) => r.id);
}

export async function runArchive(env: Env, nowMs: number, options: ArchiveOptions = {}): Promise<ArchiveRun> {
  const run: ArchiveRun = { archived: [], skipped: [], moved: [], kept: [] };
  const bidderOrgs = new Map<number, number[]>();
  const db = getDb(env);
  let uploads = 0;
  const due = await dueForArchive(env.DB, nowMs, options.limit ?? ARCHIVE_BATCH, options.only);
  for (const id of due) {
    const contents = await readContents(db, id);
    if (!contents) {
      run.skipped.push({ id, reason: "vehicle shared or gone" });
      continue;
    }
    const key = archiveKeyOf(id, contents.auction.endsOn);
    const written = await putArchive(env.MEDIA, key, contents, options.fault);
    uploads++;
    const stored = await readArchive(env.MEDIA, key);
    if (!stored || stored.sha256 !== written.sha256 || !sameCounts(stored.counts, written.counts)) {
      console.error("archive: document does not match D1, nothing deleted", id, key);
      run.skipped.push({ id, reason: "checksum mismatch" });
      continue;
    }
    if (options.fault === "crash-after-upload" && uploads > (options.crashAfter ?? 0)) {
      throw new Error(`archive: test crash after the document of auction ${id}`);
    }
    if (contents.auction.roomAwake && !(await forgetRoom(env, id))) {
      run.skipped.push({ id, reason: "room busy" });
      continue;
    }
    const stamp = new Date(nowMs).toISOString();
    const [marked] = await env.DB.batch(slimStatements(env.DB, contents, key, stamp));
    if (marked.meta.changes === 1) {
      run.archived.push(id);
      bidderOrgs.set(
        id,
        contents.bids.map((b) => b.bidderOrganizationId),
      );
    } else run.skipped.push({ id, reason: "changed while archiving" });
  }
  // Then the slim rows leave for the archive period, these and any an earlier run left (decision 0188).
  if (archivePeriods(env).length > 0) {
    const move = await runMove(env, options.limit ?? ARCHIVE_BATCH, bidderOrgs, options.only);
    run.moved = move.moved;
    run.kept = move.kept;
  }
  return run;
}

/** Everything the document holds, or null when the vehicle is used by another auction too. */
async function readContents(db: Db, id: number): Promise<ArchiveContents | null> {
  const auction = await db.select().from(auctions).where(eq(auctions.id, id)).get();
  if (!auction) return null;
  const [vehicle, sharing, media, bidRows, notices] = await Promise.all([
    db.select().from(vehicles).where(eq(vehicles.id, auction.vehicleId)).get(),
    db.select({ id: auctions.id }).from(auctions).where(eq(auctions.vehicleId, auction.vehicleId)).limit(2),
    db.select().from(vehicleMedia).where(eq(vehicleMedia.vehicleId, auction.vehicleId)).orderBy(asc(vehicleMedia.id)),
    db.select().from(bids).where(eq(bids.auctionId, id)).orderBy(asc(bids.launchNumber), asc(bids.seq)),
    db.select().from(memberNotices).where(eq(memberNotices.auctionId, id)).orderBy(asc(memberNotices.id)),
  ]);
  if (!vehicle || sharing.length > 1) return null;
  return { auction, vehicle, media, bids: bidRows, notices };
}

/** The room lets go of a closed auction (its storage freed); false when it still has work. */
async function forgetRoom(env: Env, id: number): Promise<boolean> {
  try {
    const answer = await auctionRoom(env, id).forgetClosed(id);
    return answer.ok;
  } catch (error) {
    console.error("archive: room did not answer", id, error);
    return false;
  }
}
