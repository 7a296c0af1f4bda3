// The make counts of the live auctions an organisation may see: GET /auction/aggregation and the
// search page's make filter. They read every live row, so they come from this isolate's memo while
// nothing they count has changed (live-counts.ts, decision 0264).
import type { MakeCount } from "../../contract/dto/auction-card";
import { afterCount, beforeCount, generationOf, LIST_GENERATION_SQL, recountSql, type Recount } from "./live-counts";
import { SqlParams } from "./sql-params";
import { visibleLiveWhere } from "./card-query";

/** The recount of organisation `organizationId`'s make counts (-1: signed out, EVERYWHERE only). */
export const makeCountsRecount = (organizationId: number, nowMs: number): Recount =>
  beforeCount(`makes|${organizationId}`, nowMs);

/** The statement; skipped by SQLite when `recount` holds an answer D1 says is still current. */
export function makeCountsStatement(
  db: D1Database,
  nowIso: string,
  organizationId: number,
  recount: Recount,
): D1PreparedStatement {
  const p = new SqlParams();
  const where = visibleLiveWhere(p, nowIso, p.add(organizationId));
  const sql = recountSql(
    "SELECT mk.id AS makeId, mk.name AS make, mk.logo_url AS urlToLogo, COUNT(*) AS count, MIN(a.ends_on) AS soonest",
    "FROM auctions a JOIN vehicle_makes mk ON mk.id = a.make_id",
    where,
    p.add(recount.knownGeneration),
    " GROUP BY mk.id ORDER BY mk.name",
  );
  return db.prepare(sql).bind(...p.values);
}

/** The counts from the statement's result, or the remembered ones when it was skipped. */
export function makeCountsOf(recount: Recount, generation: number, result: D1Result): MakeCount[] {
  return afterCount(recount, generation, () => {
    const rows = result.results as (MakeCount & { soonest: string })[];
    const soonest = rows.reduce<string | null>((min, r) => (min === null || r.soonest < min ? r.soonest : min), null);
    return { value: rows.map(({ soonest: _, ...count }) => count), soonest };
  });
}

/** The make counts alone, in one round trip with the generation they were counted at. */
export async function liveMakeCounts(
  db: D1Database,
  nowIso: string,
  nowMs: number,
  organizationId: number,
): Promise<MakeCount[]> {
  const recount = makeCountsRecount(organizationId, nowMs);
  const [counts, generation] = await db.batch([
    makeCountsStatement(db, nowIso, organizationId, recount),
    db.prepare(`SELECT ${LIST_GENERATION_SQL} AS n`),
  ]);
  return makeCountsOf(recount, generationOf(generation), counts);
}
