// Search alert matching (issue 13): when an auction is published, every member whose alert matches
// it and who may see it gets one notice, and one email if their email toggle for search alerts is
// on. One indexed query: (make, model) IN (.., -1) and the alert's box by search_alerts_match_idx,
// then the exact distance, years, mileage and the publish target by the policy's SQL twin.
import { ANY, MILES_PER_DEGREE, type ListedVehicle } from "../contract/alerts";
import { seeSql } from "../contract/policy-sql";
import { coordinateSql } from "./coordinates";
import { newBatch, noticeDeliveryStatements } from "../notifications/notices";
import { pushesQueued } from "../push/queue";

/** A published vehicle as the alerts match it, with the auction's id, status and title. */
export interface PublishedFacts extends ListedVehicle {
  id: number;
  status: string;
  title: string;
}

export async function publishedFacts(db: D1Database, auctionId: number): Promise<PublishedFacts | null> {
  return db
    .prepare(
      `SELECT a.id, a.status, v.make_id AS makeId, v.model_id AS modelId, v.year, v.mileage,
         ${coordinateSql("p", "latitude")} AS lat, ${coordinateSql("p", "longitude")} AS lng,
         TRIM(COALESCE(v.year || ' ', '') || COALESCE(mk.name || ' ', '') || COALESCE(md.name || ' ', '') || COALESCE(v.derivative, '')) AS title
       FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
       LEFT JOIN vehicle_makes mk ON mk.id = v.make_id
       LEFT JOIN vehicle_models md ON md.id = v.model_id
       LEFT JOIN locations l ON l.id = a.location_id
       LEFT JOIN postal_codes p ON p.id = l.postal_code_id
       WHERE a.id = ?`,
    )
    .bind(auctionId)
    .first<PublishedFacts>();
}

/** FROM and WHERE of the match: alerts (alias al) matching auction `f`, with their bound values. */
export function matchSql(f: PublishedFacts): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.id, f.makeId ?? -2, f.modelId ?? -2, f.year, f.mileage];
  const where = [
    `al.make_id IN (?2, ${ANY})`,
    `al.model_id IN (?3, ${ANY})`,
    `(al.year_min = ${ANY} OR al.year_min <= ?4)`,
    `(al.year_max = ${ANY} OR al.year_max >= ?4)`,
    `(al.mileage_max = ${ANY} OR al.mileage_max >= ?5)`,
  ];
  if (f.lat === null || f.lng === null) {
    // No coordinates for the auction: only national alerts can match.
    where.push(`al.distance_max = ${ANY}`);
  } else {
    params.push(f.lat, f.lng);
    const dx = `((?7 - al.origin_lng) * al.cos_lat * ${MILES_PER_DEGREE})`;
    const dy = `((?6 - al.origin_lat) * ${MILES_PER_DEGREE})`;
    where.push(
      "al.min_lat <= ?6 AND al.max_lat >= ?6 AND al.min_lng <= ?7 AND al.max_lng >= ?7",
      `(al.distance_max = ${ANY} OR ${dx} * ${dx} + ${dy} * ${dy} <= al.distance_max * al.distance_max)`,
    );
  }
  // The publish target, as canSee decides it for the alert's organisation; never the seller's own.
  where.push(
    "al.organization_id <> a.organization_id",
    seeSql({ organization: "al.organization_id", group: "o.group_id" }, "a"),
  );
  const sql = `FROM search_alerts al
    JOIN auctions a ON a.id = ?1
    JOIN members m ON m.id = al.member_id AND m.status = 'ACTIVE'
    JOIN organizations o ON o.id = al.organization_id
    WHERE ${where.join("\n AND ")}`;
  return { sql, params };
}

/** The members whose alerts match (what the bench and the tests compare with brute force). */
export async function matchedMembers(db: D1Database, f: PublishedFacts): Promise<number[]> {
  const { sql, params } = matchSql(f);
  const rows = await db
    .prepare(`SELECT DISTINCT al.member_id AS memberId ${sql}`)
    .bind(...params)
    .all<{ memberId: number }>();
  return rows.results.map((r) => r.memberId);
}

/** Notices, emails and pushes for an auction just published; safe to run again (unique notice keys). Answers pushes queued. */
export async function notifyAlertMatches(db: D1Database, auctionId: number, appUrl: string): Promise<number> {
  const f = await publishedFacts(db, auctionId);
  if (!f || f.status !== "PUBLISHED") return 0;
  const { sql, params } = matchSql(f);
  const batch = newBatch();
  const n = params.length;
  const results = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO member_notices (member_id, kind, auction_id, notice_key, title, message, batch)
         SELECT DISTINCT al.member_id, 'SEARCH_ALERT', a.id, 'alert:' || a.id || ':' || al.member_id,
           'New vehicle matching your search alert', ?${n + 1}, ?${n + 2} ${sql}`,
      )
      .bind(...params, `${f.title} has just been listed and matches one of your search alerts.`, batch),
    ...noticeDeliveryStatements(db, batch, "SEARCH_ALERTS", appUrl),
  ]);
  return pushesQueued(results);
}
