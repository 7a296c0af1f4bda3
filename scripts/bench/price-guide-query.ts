// The price guide's one query timed alone (issue 27 target: p50 at most 20 ms at 50,000 sold
// auctions), against the bench's seeded local D1 before its server starts:
// `tsx scripts/bench/price-guide-query.ts DIR`. The same statement the API runs
// (`priceGuideStatement`), for the bench's 2019 Ford Focus at 42,000 miles many times, and once
// each for sold cars drawn across the seeded makes, models, years and mileages. Two times a run:
// D1's own `meta.duration` (the SQL alone, inside the database) and the round trip through the
// binding from Node (the SQL plus Miniflare's hop). Prints one JSON line: the plan and the figures.
import { openLocalBindings } from "../seed/local-bindings";
import { priceGuideStatement, type GuideCar } from "../../functions/auctions/read/price-guide-query";
import { PRICE_GUIDE_SQL } from "../../functions/contract/price-guide";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const SPREAD = 200;

interface Sample {
  sql: number;
  roundTrip: number;
  rows: number;
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((q / 100) * sorted.length) - 1)];
const summary = (samples: Sample[]) => {
  const sql = samples.map((s) => s.sql).sort((a, b) => a - b);
  const trip = samples.map((s) => s.roundTrip).sort((a, b) => a - b);
  const rows = samples.map((s) => s.rows).sort((a, b) => a - b);
  return {
    n: samples.length,
    sqlP50: p(sql, 50),
    sqlP95: p(sql, 95),
    tripP50: p(trip, 50),
    tripP95: p(trip, 95),
    rowsP50: p(rows, 50),
  };
};

async function main() {
  const [persistTo] = process.argv.slice(2);
  const { db, dispose } = await openLocalBindings(persistTo);
  const now = Date.now();
  const time = async (car: GuideCar): Promise<Sample> => {
    const statement = priceGuideStatement(db, 0, car, now)!;
    const started = performance.now();
    const result = await statement.all<{ price: number }>();
    return { sql: result.meta.duration, roundTrip: performance.now() - started, rows: result.results.length };
  };
  try {
    const focus = await db
      .prepare(
        `SELECT k.id AS makeId, m.id AS modelId, 2019 AS year, 42000 AS mileage FROM vehicle_models m
         JOIN vehicle_makes k ON k.id = m.make_id WHERE k.name = 'Ford' AND m.name = 'Focus'`,
      )
      .first<GuideCar>();
    if (!focus) throw new Error("no Ford Focus in the seeded models");
    const explained = await db
      .prepare(`EXPLAIN QUERY PLAN ${PRICE_GUIDE_SQL}`)
      .bind(focus.makeId, focus.modelId, focus.year, focus.mileage, new Date(now).toISOString(), 0)
      .all<{ detail: string }>();
    const { results: cars } = await db
      .prepare(
        `SELECT a.make_id AS makeId, v.model_id AS modelId, v.year, v.mileage FROM auctions a
         JOIN vehicles v ON v.id = a.vehicle_id WHERE a.status = 'SOLD' ORDER BY random() LIMIT ?`,
      )
      .bind(SPREAD)
      .all<GuideCar>();
    for (let i = 0; i < 20; i++) await time(focus); // warm-up
    const one: Sample[] = [];
    for (let i = 0; i < ROUNDS; i++) one.push(await time(focus));
    const spread: Sample[] = [];
    for (const car of cars) spread.push(await time(car));
    const sold = await db.prepare("SELECT COUNT(*) AS n FROM auctions WHERE status = 'SOLD'").first<{ n: number }>();
    console.log(
      JSON.stringify({
        sold: sold?.n ?? 0,
        plan: explained.results.map((r) => r.detail),
        focus: summary(one),
        spread: summary(spread),
      }),
    );
  } finally {
    await dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
