// Reading an auction whose slim rows moved to an archive period (decision 0188): the same Drizzle
// tables over the period's database (it keeps the primary's names), then, for the detail, the R2
// document as for any archived auction (read.ts).
import { asc, eq } from "drizzle-orm";
import type { Env } from "../../env";
import { getDb, type Db } from "../../db/client";
import { auctions, vehicleMakes, vehicleMedia, vehicleModels, vehicles } from "../../db/schema";
import { loadLocation, type DetailData } from "../read/detail-queries";
import { allDatabases, readablePeriods } from "../../db/archive-periods";
import { isWatchedBy } from "../read/watch-store";

/** The first period's answer to `read` (the periods hold disjoint auctions), or undefined. */
export async function fromPeriods<T>(env: Env, read: (db: Db) => Promise<T | undefined>): Promise<T | undefined> {
  for (const period of await readablePeriods(env)) {
    const found = await read(getDb({ DB: period.db }));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The slim detail of a moved auction (no viewer bids: those are in the document), or null. */
export async function loadMovedDetail(env: Env, db: Db, id: number): Promise<DetailData | null> {
  const found = await fromPeriods(env, async (period) => {
    const row = await period
      .select({ auction: auctions, vehicle: vehicles, makeName: vehicleMakes.name, modelName: vehicleModels.name })
      .from(auctions)
      .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
      .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
      .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .where(eq(auctions.id, id))
      .get();
    if (!row) return undefined;
    const [media, location] = await Promise.all([
      period
        .select()
        .from(vehicleMedia)
        .where(eq(vehicleMedia.vehicleId, row.auction.vehicleId))
        .orderBy(asc(vehicleMedia.sortNumber), asc(vehicleMedia.id)),
      // The full address is the primary's (the period keeps only what cards show).
      loadLocation(db, row.auction.locationId),
    ]);
    // Its watches are read where they moved to (watchedAnywhere).
    return { ...row, media, location, viewerBids: [], watched: false };
  });
  return found ?? null;
}

/** Whether the member watches the auction, in the primary or the period holding it. */
export async function watchedAnywhere(env: Env, memberId: number, id: number): Promise<boolean> {
  const answers = await Promise.all((await allDatabases(env)).map((db) => isWatchedBy(db, memberId, id)));
  return answers.some(Boolean);
}
