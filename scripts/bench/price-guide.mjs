// Price guide benchmark (issue 27 part 4, decisions 0147 and 0183): 50,000 sold auctions seeded
// through SQL before the server starts; the guide's one query timed alone against that D1 (the
// target is the query's: p50 at most 20 ms), then `GET /api/auction/{id}/price-guide` for a 2019
// Ford Focus at 42,000 miles timed against a static file from the same Worker, interleaved so both
// see the same load (the whole request: token, access check and the query).
// Inside `npm run bench`, or alone against a running test-mode server seeded with the prepare step.
import { spawnSync } from "node:child_process";
import { fmt, percentile, timeInterleaved } from "./http-timing.mjs";

const SALES = Number(process.env.BENCH_GUIDE_SALES ?? 50_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const TARGET_MS = 20;
/** The query alone, measured in `prepare` while the database is not yet the server's. */
let query = null;

async function prepare({ persistTo }) {
  const result = spawnSync("npx", ["tsx", "scripts/bench/price-guide-seed.ts", persistTo, String(SALES)], {
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (result.status !== 0) throw new Error(`seeding ${SALES} sold auctions failed`);
  const timed = spawnSync("npx", ["tsx", "scripts/bench/price-guide-query.ts", persistTo], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  if (timed.status !== 0) throw new Error("timing the price guide query failed");
  query = JSON.parse(timed.stdout.trim().split("\n").pop());
}

/** The query alone: D1's own time for the SQL, and the round trip through the binding. */
function queryMarkdown() {
  if (!query) return ["The query alone was not timed (the prepare step did not run)."];
  // D1 reports whole milliseconds: 0 is a query that took under one.
  const ms = (n) => (n < 1 ? "< 1 ms" : `${n} ms`);
  const row = (label, s) =>
    `| ${label} | ${s.n} | ${s.rowsP50} | ${ms(s.sqlP50)} | ${ms(s.sqlP95)} | ${fmt(s.tripP50)} | ${fmt(s.tripP95)} |`;
  const worst = Math.max(query.focus.sqlP50, query.spread.sqlP50);
  return [
    `The query alone, on the seeded D1 (${query.sold.toLocaleString("en-GB")} sold auctions) through the Miniflare binding from Node: D1's own \`meta.duration\` (the SQL inside the database, whole milliseconds) and the round trip (the SQL plus the binding's hop).`,
    "",
    "| cars asked | queries | comparable rows p50 | SQL p50 | SQL p95 | round trip p50 | round trip p95 |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    row("2019 Ford Focus, 42,000 miles (repeated)", query.focus),
    row("sold cars drawn at random (makes, models, years, mileages)", query.spread),
    "",
    `- Query plan: ${query.plan.map((d) => `\`${d}\``).join("; ")}.`,
    `- Query p50 ${ms(worst)} (the slower of the two rows, SQL alone) against the target of ${TARGET_MS} ms: ${worst <= TARGET_MS ? "met" : "MISSED"}.`,
    "",
  ];
}

async function post(baseUrl, path, body) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function run({ baseUrl }) {
  const auction = await post(baseUrl, "/test/auctions", {
    sellerEmail: "owner@northfield.test",
    make: "Ford",
    model: "Focus",
    year: 2019,
    mileage: 42_000,
    photos: 0,
  });
  const { token } = await post(baseUrl, "/test/token", { email: "buyer@riverside.test" });
  const headers = { authorization: `Bearer ${token}` };
  const guideUrl = `${baseUrl}/api/auction/${auction.id}/price-guide`;
  const guide = (await (await fetch(guideUrl, { headers })).json()).data;
  if (!guide) throw new Error("the bench car has no guide: fewer than 5 comparable sales");
  const staticUrl = `${baseUrl}/favicon.svg`;
  const samples = await timeInterleaved([staticUrl, guideUrl], ROUNDS, { headers });
  const staticP50 = percentile(samples[staticUrl], 50);
  const guideP50 = percentile(samples[guideUrl], 50);
  const markdown = [
    ...queryMarkdown(),
    `The whole request: ${SALES.toLocaleString("en-GB")} sold auctions seeded by SQL over the models of ten common makes, twelve years, 5,000-155,000 miles and 13 months; the guide asked for a 2019 Ford Focus at 42,000 miles (${guide.count} comparable sales, median £${(guide.medianInPence / 100).toLocaleString("en-GB")}). ${ROUNDS} requests each, interleaved with a static file.`,
    "",
    "| request | p50 | p95 | p50 ratio to static |",
    "| --- | --- | --- | --- |",
    `| static \`/favicon.svg\` | ${fmt(staticP50)} | ${fmt(percentile(samples[staticUrl], 95))} | 1.0x |`,
    `| \`GET /api/auction/{id}/price-guide\` | ${fmt(guideP50)} | ${fmt(percentile(samples[guideUrl], 95))} | ${(guideP50 / staticP50).toFixed(1)}x |`,
    "",
    `- Guide request p50 ${fmt(guideP50)}, above the static floor by ${fmt(guideP50 - staticP50)} (the target is the query's, above).`,
  ].join("\n");
  return { section: "Price guide", markdown };
}

export default { name: "Price guide", prepare, run };
