// Seeds the price guide benchmark's sold auctions (decision 0147) straight into the bench's local
// D1 before its server starts: `tsx scripts/bench/price-guide-seed.ts DIR COUNT`. Sales spread over
// the models of ten common makes, twelve registration years, 5,000 to 155,000 miles and the last
// 13 months (so about one in thirteen falls outside the guide's 12), like a national-volume year.
import { openLocalBindings } from "../seed/local-bindings";

const CHUNK = 5_000;
const MAKES = ["Ford", "Vauxhall", "Volkswagen", "BMW", "Audi", "Mercedes-Benz", "Nissan", "Toyota", "Kia", "Hyundai"];

async function main() {
  const [persistTo, countArg] = process.argv.slice(2);
  const count = Number(countArg ?? 50_000);
  const { db, dispose } = await openLocalBindings(persistTo);
  try {
    const seller = await db
      .prepare("SELECT id, organization_id AS org FROM members WHERE email = 'owner@hilltop.test'")
      .first<{ id: number; org: number }>();
    if (!seller) throw new Error("Seed the demo data first");
    const { results: models } = await db
      .prepare(
        `SELECT m.id AS modelId, m.make_id AS makeId FROM vehicle_models m JOIN vehicle_makes k ON k.id = m.make_id
         WHERE k.name IN (SELECT value FROM json_each(?)) ORDER BY m.id`,
      )
      .bind(JSON.stringify(MAKES))
      .all<{ modelId: number; makeId: number }>();
    const now = Date.now();
    // In chunks: one 50,000-row statement is more than local D1 takes in one go.
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      const last = await db.prepare("SELECT COALESCE(MAX(id), 0) AS id FROM vehicles").first<{ id: number }>();
      await db.batch([
        db
          .prepare(
            `WITH RECURSIVE n(i) AS (SELECT ?1 UNION ALL SELECT i + 1 FROM n WHERE i < ?2),
               m AS (SELECT key AS k, json_extract(value, '$.modelId') AS model_id, json_extract(value, '$.makeId') AS make_id FROM json_each(?3))
             INSERT INTO vehicles (organization_id, seller_id, make_id, model_id, derivative, year, mileage)
             SELECT ?4, ?5, m.make_id, m.model_id, 'bench price guide', 2012 + (n.i * 7) % 12, 5000 + (n.i * 7919) % 150000
             FROM n JOIN m ON m.k = n.i % ?6`,
          )
          .bind(from, to, JSON.stringify(models), seller.org, seller.id, models.length),
        db
          .prepare(
            `INSERT INTO auctions (vehicle_id, organization_id, seller_id, make_id, status, type, time_option, launched_on,
               ends_on, highest_bid_in_pence, bid_count, won_bid_price_in_pence, sold_on, launch_count, version)
             SELECT id, organization_id, seller_id, make_id, 'SOLD', 'MINIMUM_PRICE', 1440, ends, ends, price, 3, price, ends, 1, 4
             FROM (SELECT v.*, 300000 + (v.id * 7877) % 2500000 AS price,
                 strftime('%Y-%m-%dT%H:%M:%fZ', (?1 - (v.id * 104729 % 395) * 86400000) / 1000.0, 'unixepoch') AS ends
               FROM vehicles v WHERE v.id > ?2)`,
          )
          .bind(now, last?.id ?? 0),
      ]);
    }
    const sold = await db.prepare("SELECT COUNT(*) AS n FROM auctions WHERE status = 'SOLD'").first<{ n: number }>();
    console.log(`Price guide bench: ${sold?.n} sold auctions over ${models.length} models.`);
  } finally {
    await dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
