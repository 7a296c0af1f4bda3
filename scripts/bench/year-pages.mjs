// Issue 26 item 4: the dealer's pages over a simulated year of national volume at 1/100 scale and
// below (`npm run seed -- --year F --archive`, the Worker's own archiver), at 1k, 10k and 50k
// auction launches. The organisations grow with the launches (20,000 a year at full volume), so one
// dealer's own history is about the same size at every scale and only the tables around it grow:
// a flat page means the queries do not read other dealers' rows. Each page is timed interleaved
// with a static file of the same Worker, and the ratio to that file is what compares across runs.
// Each scale runs the built Worker in Miniflare on a database of its own (test mode, no network).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { builtWorkerOptions } from "../built-worker.mjs";
import { signIn } from "./sign-in.mjs";
import { writeSections } from "./sections.mjs";
import { fmt, percentile, timeInterleaved } from "./http-timing.mjs";

// BENCH_YEAR_SCALES="1k,10k": only these (the growth curve needs 50k).
const SCALES = [
  { label: "1k", fraction: 0.0002 },
  { label: "10k", fraction: 0.002 },
  { label: "50k", fraction: 0.01 },
].filter((s) => !process.env.BENCH_YEAR_SCALES || process.env.BENCH_YEAR_SCALES.split(",").includes(s.label));
const ROUNDS = Number(process.env.BENCH_YEAR_ROUNDS ?? 30);
const PORT = Number(process.env.BENCH_YEAR_PORT ?? 8797);
const DEALER = { email: "dealer0@sim.test", password: "Password123!" };
// BENCH_YEAR_DIRS="1k=DIR,10k=DIR,50k=DIR": use databases made earlier by the same steps.
const given = Object.fromEntries(
  (process.env.BENCH_YEAR_DIRS ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=")),
);
const dirOf = (scale) => given[scale.label] ?? `.wrangler/bench-year-${scale.label}`;
// The largest scale once more without the archiver: the other growth curve.
const LARGEST = SCALES[SCALES.length - 1];
const PLAIN = { label: `${LARGEST.label}-plain`, fraction: LARGEST.fraction, plain: true };

function step(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, CI: "true" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** A migrated database with the reference data and demo logins, then the simulated year archived. */
async function prepare() {
  // The archiver and the servers run the bundled Worker (npm run bench has built the Remix part).
  if (process.env.SKIP_BUILD !== "1") step("node", ["scripts/bundle-worker.mjs", "--dry-run", "--outdir", "dist"]);
  const withPlain = process.env.BENCH_YEAR_PLAIN === "0" ? [] : [PLAIN];
  for (const scale of [...SCALES, ...withPlain]) {
    const dir = dirOf(scale);
    if (given[scale.label] && existsSync(dir)) continue;
    rmSync(dir, { recursive: true, force: true });
    step("npx", ["wrangler", "d1", "migrations", "apply", "trade-auction", "--local", "--persist-to", dir]);
    // The archive period's database (decision 0188): the archiver moves archived slim rows there.
    step("npx", ["wrangler", "d1", "migrations", "apply", "trade-auction-archive", "--local", "--persist-to", dir]);
    step("npx", ["tsx", "scripts/bench/fresh-db.ts", dir]);
    const archive = scale.plain ? [] : ["--archive"];
    step("npx", ["tsx", "scripts/seed.ts", "--persist-to", dir, "--year", String(scale.fraction), ...archive]);
  }
}

const PAGES = ["/search", "/my-bids", "/my-vehicles", "/my-organization/transactions", "/analytics"];

async function measure(scale) {
  const options = builtWorkerOptions(dirOf(scale));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const mf = new Miniflare({
    ...options,
    bindings: {
      ...options.bindings,
      ALLOW_TEST_CLOCK: "1",
      APP_URL: baseUrl,
      JWT_SECRET: "bench-jwt-secret-0123456789abcdef0123",
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    },
    host: "127.0.0.1",
    port: PORT,
  });
  try {
    await mf.ready;
    const db = await mf.getD1Database("DB");
    const period = await mf.getD1Database("ARCHIVE_DB");
    const counts = await db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM auctions) AS auctions, (SELECT COUNT(*) FROM auctions WHERE archived_on IS NOT NULL) AS archived,
           (SELECT organization_id FROM members WHERE email = ?1) AS org`,
      )
      .bind(DEALER.email)
      .first();
    // Archived auctions whose slim rows moved to the archive period (decision 0188) count as both.
    const moved = (await period.prepare("SELECT COUNT(*) AS n FROM auctions").first()).n;
    counts.auctions += moved;
    counts.archived += moved;
    counts.moved = moved;
    // The archived auction the dealer bid on that ended first: its detail page reads the R2 document
    // (and, when moved, its slim rows from the archive period).
    const archivedSql = `SELECT a.id FROM bid_summaries s JOIN auctions a ON a.id = s.auction_id
         WHERE s.organization_id = ?1 AND a.organization_id != ?1 AND a.archived_on IS NOT NULL ORDER BY a.ends_on LIMIT 1`;
    const archived =
      (await period.prepare(archivedSql).bind(counts.org).first()) ??
      (await db.prepare(archivedSql).bind(counts.org).first());
    if (!archived) throw new Error(`no archived auction of ${DEALER.email} at ${scale.label}`);
    // Pages SQLite holds free after the last archive pass (reused by the next inserts).
    const pages = await db
      .prepare("PRAGMA page_count")
      .first()
      .catch(() => null);
    const free = await db
      .prepare("PRAGMA freelist_count")
      .first()
      .catch(() => null);
    counts.freeShare = pages && free ? free.freelist_count / pages.page_count : null;
    const cookie = await signIn(baseUrl, DEALER);
    const staticUrl = `${baseUrl}/favicon.svg`;
    const urls = [staticUrl, ...PAGES.map((p) => baseUrl + p), `${baseUrl}/auction/${archived.id}`];
    // Each page answers itself (200, no redirect to the sign-in page) before it is timed.
    for (const url of urls) {
      const res = await fetch(url, { headers: { cookie }, redirect: "manual" });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status} at ${scale.label}`);
    }
    const samples = await timeInterleaved(urls, ROUNDS, { headers: { cookie } });
    const p50 = (u) => percentile(samples[u], 50);
    return {
      scale,
      counts,
      staticP50: p50(staticUrl),
      pages: urls.slice(1).map((u) => ({ path: u.slice(baseUrl.length), p50: p50(u) })),
    };
  } finally {
    await mf.dispose();
  }
}

const monthsOf = (scale) => JSON.parse(readFileSync(join(dirOf(scale), "year-months.json"), "utf8")).months;
// A month a run that was cut short and resumed (--resume) did not record is null.
const mb = (bytes) => (bytes === null ? "n/r" : (bytes / 1e6).toFixed(1));

/** The primary D1's size by simulated month, with and without the archiver, and the two targets. */
function growth(largest) {
  const plain = monthsOf(PLAIN);
  const archived = monthsOf(LARGEST);
  const times = Math.round(1 / LARGEST.fraction);
  const end = (list) => list[list.length - 1].bytes;
  const share = end(archived) / end(plain);
  const inUse = largest.counts.freeShare === null ? null : end(archived) * (1 - largest.counts.freeShare);
  return [
    `Primary D1 size (D1's \`size_after\`, MB) at the end of each simulated month, ${archived.reduce((n, m) => n + m.auctions, 0).toLocaleString("en-GB")} launches, ${archived.reduce((n, m) => n + (m.bids ?? 0), 0).toLocaleString("en-GB")} bids and ${archived.reduce((n, m) => n + m.photos, 0).toLocaleString("en-GB")} photo rows; with the archiver, each month ends with the Worker's archiver run until nothing is due (${archived.reduce((n, m) => n + m.archived, 0).toLocaleString("en-GB")} auctions archived):`,
    "",
    `| month | ${plain.map((_, i) => i + 1).join(" | ")} |`,
    `| --- | ${plain.map(() => "---").join(" | ")} |`,
    `| without archiver | ${plain.map((m) => mb(m.bytes)).join(" | ")} |`,
    `| with archiver | ${archived.map((m) => mb(m.bytes)).join(" | ")} |`,
    `| its archive period (ARCHIVE_DB) | ${archived.map((m) => mb(m.archiveBytes ?? null)).join(" | ")} |`,
    "",
    `- End of year with / without: ${mb(end(archived))} / ${mb(end(plain))} MB = ${share.toFixed(2)}; target at most 1/3: ${share <= 1 / 3 ? "met" : "MISSED"}.`,
    inUse === null
      ? ""
      : `- Of the year-end file, ${(largest.counts.freeShare * 100).toFixed(0)}% are free pages left by the last archive pass (the next month's rows reuse them): ${mb(inUse)} MB in use, ${(inUse / end(plain)).toFixed(2)} of the size without.`,
    `- Extrapolated to national volume (x${times}): ${((end(archived) * times) / 1e9).toFixed(1)} GB after a year; target under 5 GB: ${end(archived) * times < 5e9 ? "met" : "MISSED"}. The archive period holds ${((archived[archived.length - 1].archiveBytes * times) / 1e9).toFixed(1)} GB of it extrapolated (one database a year, under D1's 10 GB).`,
  ].join("\n");
}

async function run() {
  const results = [];
  for (const scale of SCALES) results.push(await measure(scale));
  const ratio = (r, i) => r.pages[i].p50 / r.staticP50;
  const names = [...PAGES, "archived auction's detail"];
  const rows = names.map((name, i) => {
    const cells = results.map((r) => `${fmt(r.pages[i].p50)} (${ratio(r, i).toFixed(1)}x)`);
    const flat = ratio(results[results.length - 1], i) / ratio(results[0], i);
    return `| \`${name}\` | ${cells.join(" | ")} | ${flat.toFixed(2)} |`;
  });
  const largest = results[results.length - 1];
  const markdown = [
    ...(process.env.BENCH_YEAR_PLAIN === "0"
      ? []
      : [
          `Growth curve at ${LARGEST.label} (1/${Math.round(1 / LARGEST.fraction)} of a year):`,
          "",
          growth(largest),
          "",
        ]),
    "### Pages at 1k, 10k and 50k launches",
    "",
    `One dealer (${DEALER.email}) signed in, ${ROUNDS} requests a page, interleaved with the static \`/favicon.svg\`; each cell is the page's p50 and its ratio to the static file's p50 in the same run. Launches / archived auction rows at each scale: ${results.map((r) => `${r.scale.label} ${r.counts.auctions.toLocaleString("en-GB")} / ${r.counts.archived.toLocaleString("en-GB")}`).join(", ")}. Static p50: ${results.map((r) => `${r.scale.label} ${fmt(r.staticP50)}`).join(", ")}.`,
    "",
    `| page | ${results.map((r) => r.scale.label).join(" | ")} | 50k / 1k (ratios) |`,
    `| --- | ${results.map(() => "---").join(" | ")} | --- |`,
    ...rows,
    "",
    "- Target (issue 26): each page at 50k at most 1.5x the same page at 1k, both against the static file.",
  ].join("\n");
  return { section: "A year of national volume at 1/100 (issue 26)", markdown };
}

export default { name: "Year pages", prepare, run };

// Alone: `SKIP_BUILD=1 node scripts/bench/year-pages.mjs` (after npm run build:worker) writes its section.
if (process.argv[1]?.endsWith("year-pages.mjs")) {
  await prepare();
  const { section, markdown } = await run();
  writeSections([`## ${section}\n\n${markdown}\n`]);
  console.log(`## ${section}\n\n${markdown}`);
}
