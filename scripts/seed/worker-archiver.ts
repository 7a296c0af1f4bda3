// The simulated year's archive pass through the Worker's own archiver (issue 26 item 2): the built
// Worker (`npm run build:worker` first) runs in Miniflare on the seed's database and bucket, in test
// mode, and each month end calls its test route `/api/test/archive/run` at that month's clock until
// nothing more is due. So the simulation writes, reads back and verifies a real R2 document per
// auction and deletes through the archiver's batch, exactly as the 5-minute cron does.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Miniflare } from "miniflare";
import { builtWorkerOptions } from "../built-worker.mjs";
import { sizeOf } from "./year-simulation";

export interface WorkerArchiver {
  db: D1Database;
  /** Archives everything due at `nowIso`; answers how many auctions it archived and the size after. */
  archiveAt(nowIso: string): Promise<{
    archived: number;
    skipped: number;
    moved: number;
    runs: number;
    bytes: number;
    archiveBytes: number;
  }>;
  dispose(): Promise<void>;
}

/** Auctions per call (the test route's maximum): one call is one archiver run of that size. */
const PER_RUN = 500;

/**
 * One archiver run. The local socket to workerd is sometimes dropped after a long answer ("fetch
 * failed", the next call on either proxy); a run is idempotent and resumable by design (decision
 * 0159), so it is simply asked again, and so is the size read that follows it.
 */
async function runOnce(
  mf: Miniflare,
  nowIso: string,
  attempt = 1,
): Promise<{ status: number; json(): Promise<unknown> }> {
  try {
    return await mf.dispatchFetch("http://localhost/api/test/archive/run", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-now": nowIso },
      body: JSON.stringify({ limit: PER_RUN }),
    });
  } catch (error) {
    if (attempt >= 5) throw error;
    return runOnce(mf, nowIso, attempt + 1);
  }
}

export async function openWorkerArchiver(persistTo: string): Promise<WorkerArchiver> {
  if (!existsSync("dist/worker.js")) throw new Error("--archive runs the built Worker: npm run build:worker first.");
  const options = builtWorkerOptions(resolve(persistTo));
  const mf = new Miniflare({ ...options, bindings: { ...options.bindings, ALLOW_TEST_CLOCK: "1" } });
  await mf.ready;
  const db = (await mf.getD1Database("DB")) as unknown as D1Database;
  // The archive period's database (decision 0188), when wrangler.toml binds one.
  const archiveDb = (await mf.getD1Database("ARCHIVE_DB").catch(() => null)) as unknown as D1Database | null;
  const archiveAt = async (nowIso: string) => {
    const total = { archived: 0, skipped: 0, moved: 0, runs: 0, bytes: 0, archiveBytes: 0 };
    for (;;) {
      const res = await runOnce(mf, nowIso);
      const body = (await res.json()) as { data?: { archived: number[]; skipped: unknown[]; moved?: number[] } };
      if (res.status !== 200 || !body.data) throw new Error(`archive run answered ${res.status}`);
      total.runs++;
      total.archived += body.data.archived.length;
      total.skipped += body.data.skipped.length;
      total.moved += body.data.moved?.length ?? 0;
      // A run that archived and moved nothing has only skipped auctions left (shared vehicle, busy room).
      if (body.data.archived.length === 0 && !body.data.moved?.length) {
        return { ...total, bytes: await sizeOf(db), archiveBytes: archiveDb ? await sizeOf(archiveDb) : 0 };
      }
    }
  };
  return { db, archiveAt, dispose: () => mf.dispose() };
}
