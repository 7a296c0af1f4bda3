// Test-only routes for the alert matching benchmark (mounted only in test mode, never in
// production): generate bench members and alerts spread over Great Britain, and time one match
// against a brute-force check of every stored alert in JavaScript.
import { z } from "zod";
import type { Route } from "../../api/types";
import { testPosts } from "../../api/test-route";
import { json, notFound } from "../../api/http";
import {
  alertMatches,
  ANY,
  DISTANCE_OPTIONS_MILES,
  MILEAGE_OPTIONS,
  type SearchAlertInput,
  type StoredAlert,
} from "../../contract/alerts";
import { canSee, organizationViewer } from "../../contract/policy";
import { alertRow } from "../alert-store";
import { matchedMembers, publishedFacts } from "../matching";

const GenerateSchema = z.object({
  count: z.number().int().min(1).max(20_000),
  members: z.number().int().min(1).max(5_000),
  seed: z.number().int(),
});
const MatchSchema = z.object({
  auctionId: z.number().int(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  bruteForce: z.boolean().optional(),
});

/** Bench members (one organisation each), created once in two statements; their ids. */
async function benchMembers(db: D1Database, count: number): Promise<{ id: number; organizationId: number }[]> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type)
         WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?1)
         SELECT 'Bench ' || x || ' Ltd', 'Bench-alert ' || x, 'BENCH-ALERT-' || x, 'INDEPENDENT_DEALER' FROM n
         WHERE NOT EXISTS (SELECT 1 FROM organizations o WHERE o.trade_name = 'Bench-alert ' || x)`,
      )
      .bind(count),
    db.prepare(
      `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, status, is_buyer)
       SELECT o.id, 'bench-alert-' || o.id || '@bench.test', 'x', 'Bench', 'Dealer', 'ACTIVE', 1 FROM organizations o
       WHERE o.trade_name LIKE 'Bench-alert %' AND NOT EXISTS (SELECT 1 FROM members m WHERE m.organization_id = o.id)`,
    ),
  ]);
  const rows = await db
    .prepare(
      "SELECT id, organization_id AS organizationId FROM members WHERE email LIKE 'bench-alert-%' ORDER BY id LIMIT ?",
    )
    .bind(count)
    .all<{ id: number; organizationId: number }>();
  return rows.results;
}

/** `count` alerts of bench members, at random (from `seed`) over makes, models, limits and places. */
async function generateAlerts(db: D1Database, body: z.infer<typeof GenerateSchema>) {
  const members = await benchMembers(db, body.members);
  const models = (
    await db.prepare("SELECT id, make_id AS makeId FROM vehicle_models").all<{ id: number; makeId: number }>()
  ).results;
  let s = body.seed;
  const rand = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const rows = [];
  for (let i = 0; i < body.count; i++) {
    const m = pick(members);
    const model = pick(models);
    const r = rand();
    const input: SearchAlertInput = {
      makeId: r < 0.1 ? ANY : model.makeId,
      modelId: r < 0.4 ? ANY : model.id,
      yearMinValue: pick([ANY, 2010, 2014, 2017, 2020]),
      yearMaxValue: pick([ANY, ANY, 2018, 2022, 2025]),
      mileageMaxValue: pick([ANY, ...MILEAGE_OPTIONS]),
      distanceMaxValueInMiles: pick([ANY, ...DISTANCE_OPTIONS_MILES]),
    };
    rows.push({
      memberId: m.id,
      organizationId: m.organizationId,
      ...alertRow(input, { lat: 50.2 + rand() * 7.6, lng: -5.4 + rand() * 7 }),
    });
  }
  const cols = Object.keys(rows[0]);
  const snake = (col: string) => col.replace(/[A-Z]/g, (x) => `_${x.toLowerCase()}`);
  const insert = `INSERT INTO search_alerts (${cols.map(snake).join(", ")}) SELECT ${cols.map((col) => `json_extract(j.value, '$.${col}')`).join(", ")} FROM json_each(?) j`;
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .prepare(insert)
      .bind(JSON.stringify(rows.slice(i, i + 2000)))
      .run();
  const total = await db.prepare("SELECT COUNT(*) AS n FROM search_alerts").first<{ n: number }>();
  return { inserted: rows.length, total: total?.n ?? 0 };
}

export const alertTestRoutes: Route[] = testPosts({
  "/test/alerts/generate": {
    summary: "Generate search alerts spread over Great Britain (benchmark)",
    body: GenerateSchema,
    handler: async (c, body) => json(await generateAlerts(c.env.DB, body)),
  },
  "/test/alerts/match": {
    summary: "Time the match of one auction (optionally moved) and compare with brute force",
    body: MatchSchema,
    handler: async (c, body) => {
      const db = c.env.DB;
      const facts = await publishedFacts(db, body.auctionId);
      if (!facts) throw notFound();
      const f = { ...facts, lat: body.lat ?? facts.lat, lng: body.lng ?? facts.lng };
      const started = performance.now();
      const matched = await matchedMembers(db, f);
      const ms = performance.now() - started;
      if (!body.bruteForce) return json({ ms, count: matched.length });
      const auction = await db
        .prepare(
          "SELECT status, publish_target AS publishTarget, organization_id AS organizationId, group_id AS groupId, winner_organization_id AS winnerOrganizationId FROM auctions WHERE id = ?",
        )
        .bind(f.id)
        .first<Parameters<typeof canSee>[1]>();
      const all = await db
        .prepare(
          `SELECT al.member_id AS memberId, al.organization_id AS organizationId, o.group_id AS groupId, al.make_id AS makeId, al.model_id AS modelId,
             al.year_min AS yearMin, al.year_max AS yearMax, al.mileage_max AS mileageMax, al.distance_max AS distanceMax,
             al.origin_lat AS originLat, al.origin_lng AS originLng, al.cos_lat AS cosLat
           FROM search_alerts al JOIN organizations o ON o.id = al.organization_id JOIN members m ON m.id = al.member_id AND m.status = 'ACTIVE'`,
        )
        .all<StoredAlert & { memberId: number; organizationId: number; groupId: number | null }>();
      const brute = new Set<number>();
      for (const a of all.results) {
        if (a.organizationId === auction!.organizationId) continue;
        if (!canSee(organizationViewer(a.organizationId, a.groupId), auction!)) continue;
        if (alertMatches(a, f)) brute.add(a.memberId);
      }
      const sql = new Set(matched);
      const equal = sql.size === brute.size && [...brute].every((id) => sql.has(id));
      return json({ ms, count: sql.size, bruteCount: brute.size, equal, alerts: all.results.length });
    },
  },
});
