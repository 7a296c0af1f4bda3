// Issue 5 benchmark, the buyer's pages with 10,000 live auctions: `/search` server render time as a
// ratio to a static file from the same Worker (budget 3x), and first-load JavaScript of `/search`
// and `/auction/{id}` signed in (budget 120 KB gzip). prepare() bulk-seeds the auctions before the
// server starts; run() signs in through the login form like a browser.
import { spawnSync } from "node:child_process";
import { firstLoadJs, kb } from "./page-weight.mjs";
import { fmt, percentile, timeInterleaved } from "./http-timing.mjs";
import { signIn } from "./sign-in.mjs";

const BUYER = { email: "buyer@riverside.test", password: "Password123!" };
const AUCTIONS = Number(process.env.BENCH_AUCTIONS ?? 10000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const JS_BUDGET = 120 * 1024;
const RENDER_RATIO_BUDGET = 3;

async function prepare({ persistTo }) {
  const result = spawnSync(
    "npx",
    ["tsx", "scripts/seed.ts", "--persist-to", persistTo, "--auctions", String(AUCTIONS)],
    {
      stdio: "inherit",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  if (result.status !== 0) throw new Error(`seeding ${AUCTIONS} auctions failed`);
}

async function run({ baseUrl }) {
  // The cookie notice and the fee pop-up are answered once, as a returning dealer would have.
  const headers = { cookie: `${await signIn(baseUrl, BUYER)}; cookie-policy=accepted; buyer-fee-notice=dismissed` };
  const searchHtml = await (await fetch(`${baseUrl}/search`, { headers })).text();
  const total = searchHtml.match(/<h1[^>]*>([\d,]+) VEHICLES?<\/h1>/)?.[1] ?? "?";
  const auctionId = searchHtml.match(/id="auction-(\d+)"/)?.[1];
  if (!auctionId) throw new Error("/search showed no auction to open");

  const pages = ["/search", `/auction/${auctionId}`];
  const weight = ["| page | JS files | JS (gzip) | CSS (gzip) | HTML (gzip) |", "| --- | --- | --- | --- | --- |"];
  const js = {};
  for (const path of pages) {
    const w = await firstLoadJs(baseUrl, path, headers);
    js[path] = w.gzip;
    weight.push(
      `| \`${path.replace(/\d+$/, "{id}")}\` | ${w.files} | ${kb(w.gzip)} | ${kb(w.cssGzip)} | ${kb(w.htmlGzip)} |`,
    );
  }

  const staticUrl = `${baseUrl}/favicon.svg`;
  // /dashboard is the floor: a signed-in page whose loader makes one small API call.
  const timed = [
    `${baseUrl}/search`,
    `${baseUrl}/search?sort=LATEST_ADDED&q=ford`,
    `${baseUrl}/auction/${auctionId}`,
    `${baseUrl}/dashboard`,
  ];
  const samples = await timeInterleaved([staticUrl, ...timed], ROUNDS, { headers });
  const staticP50 = percentile(samples[staticUrl], 50);
  const timing = ["| request | p50 | p95 | p50 ratio to static |", "| --- | --- | --- | --- |"];
  timing.push(`| static \`/favicon.svg\` | ${fmt(staticP50)} | ${fmt(percentile(samples[staticUrl], 95))} | 1.0x |`);
  const ratios = {};
  for (const url of timed) {
    const p50 = percentile(samples[url], 50);
    const label = url.slice(baseUrl.length).replace(/\/\d+$/, "/{id}");
    ratios[label] = p50 / staticP50;
    timing.push(`| \`${label}\` | ${fmt(p50)} | ${fmt(percentile(samples[url], 95))} | ${ratios[label].toFixed(2)}x |`);
  }
  const verdict = (ok) => (ok ? "met" : "MISSED");
  return {
    section: "Buyer pages",
    markdown: [
      `Signed in as a demo buyer, with ${total} live auctions in Live Auctions (${AUCTIONS} bulk-seeded plus the demo set).`,
      "",
      "First-load JavaScript: every script and module preload named by the server-rendered HTML, gzip level 9.",
      "",
      ...weight,
      "",
      `Server render against a static file from the same Worker, ${ROUNDS} sequential requests each, interleaved:`,
      "",
      ...timing,
      "",
      ...pages.map(
        (p) =>
          `- \`${p.replace(/\d+$/, "{id}")}\` JavaScript ${kb(js[p])} gzip against a budget of ${kb(JS_BUDGET)}: ${verdict(js[p] <= JS_BUDGET)}.`,
      ),
      `- \`/search\` render p50 ${ratios["/search"].toFixed(2)}x the static file against a budget of ${RENDER_RATIO_BUDGET}x: ${verdict(ratios["/search"] <= RENDER_RATIO_BUDGET)}.`,
    ].join("\n"),
  };
}

export default { name: "Buyer pages", prepare, run };
