// A rival's bid on an open auction detail page in Chromium (issue 23, target p95 250 ms): the demo
// buyer watches `/auction/{id}` with JavaScript on; a dealer of another organisation bids through
// `POST /api/auction/bid`; the time runs from sending the bid to the new price on the watcher's
// screen. A second bidder (the watcher's own organisation, through the API) answers each rival bid,
// so the visible price rises by one step every time. Only the rival's bids are timed. `npm run bench`
// runs it on its seeded server; alone:
//   node scripts/bench/bid-to-screen.mjs http://127.0.0.1:8804 [bids]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { launchChromium } from "./browser.mjs";
import { percentile } from "./http-timing.mjs";
import { signIn } from "./sign-in.mjs";
import { token } from "./bidding-run.mjs";

const TARGET_P95_MS = 250;
let base = "";
let BIDS = 20;
const WATCHER = { email: "buyer@riverside.test", password: "Password123!" };
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const pounds = (pence) => `£${(pence / 100).toLocaleString("en-GB")}`;

const apiToken = (email) => token(base, email);

let key = 0;
async function bid(bearer, auctionId, amountInPence) {
  const res = await fetch(`${base}/api/auction/bid`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${bearer}`,
      "idempotency-key": `screen-${process.pid}-${++key}`,
    },
    body: JSON.stringify({ auctionId, amountInPence }),
  });
  if (!res.ok) throw new Error(`bid ${amountInPence}: ${res.status} ${await res.text()}`);
}

export async function bidToScreen() {
  const [rival, own] = [await apiToken("owner@hilltop.test"), await apiToken("owner@riverside.test")];
  const cookie = await signIn(base, WATCHER);
  // A latest added auction (far from its end) that neither bidder's organisation sells: the
  // detail answers them 200, not the seller's 302.
  const html = await (await fetch(`${base}/search?sort=LATEST_ADDED`, { headers: { cookie } })).text();
  let auctionId = 0;
  let next = 0;
  for (const [, id] of html.matchAll(/id="auction-(\d+)"/g)) {
    const answers = await Promise.all(
      [rival, own].map((t) => fetch(`${base}/api/auction/${id}`, { headers: { authorization: `Bearer ${t}` } })),
    );
    if (answers.every((r) => r.status === 200)) {
      auctionId = Number(id);
      next = (await answers[0].json()).data.minimumBidInPence;
      break;
    }
  }
  if (!auctionId) throw new Error("no auction on the first page that both bidders may bid on");

  const browser = await launchChromium();
  const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 812 } });
  const [name, value] = cookie.split(/=(.*)/s);
  const url = new URL(base);
  await context.addCookies(
    [
      [name, value],
      ["cookie-policy", "accepted"],
      ["buyer-fee-notice", "dismissed"],
    ].map(([n, v]) => ({ name: n, value: v, domain: url.hostname, path: "/" })),
  );
  const page = await context.newPage();
  await page.goto(`/auction/${auctionId}`);
  await page.locator('[data-live="open"]').waitFor({ timeout: 30_000 });
  const shows = (text) =>
    page.waitForFunction((t) => document.querySelector("main")?.innerText.includes(t), text, {
      polling: "raf",
      timeout: 10_000,
    });

  const loadBefore = load();
  const times = [];
  for (let i = 0; i < BIDS + 2; i++) {
    const started = performance.now();
    await bid(rival, auctionId, next);
    await shows(pounds(next));
    // Two warm-up bids first.
    if (i >= 2) times.push(performance.now() - started);
    next += 5000;
    // The watcher's organisation answers; the page shows it before the next rival bid.
    await bid(own, auctionId, next);
    await shows(pounds(next));
    next += 5000;
  }
  await browser.close();
  times.sort((a, b) => a - b);
  return { auctionId, times, loadBefore, loadAfter: load() };
}

function summary(result) {
  const ms = (p) => `${percentile(result.times, p).toFixed(0)} ms`;
  return `auction ${result.auctionId}: ${result.times.length} rival bids, bid to screen p50 ${ms(50)}, p95 ${ms(95)}, max ${ms(100)}; load average ${result.loadBefore} before, ${result.loadAfter} after`;
}

async function run({ baseUrl }) {
  base = baseUrl;
  const result = await bidToScreen();
  const p95 = percentile(result.times, 95);
  const verdict = p95 <= TARGET_P95_MS ? "met" : "MISSED";
  return {
    section: "Bid to screen in Chromium",
    markdown: [
      "A rival dealer's bid through `POST /api/auction/bid`, timed until its price is on the demo buyer's open",
      "`/auction/{id}` (Debian's Chromium at 375x812, JavaScript on, the live stream open).",
      "",
      `- ${summary(result)}.`,
      `- p95 ${p95.toFixed(0)} ms against a target of ${TARGET_P95_MS} ms: ${verdict}.`,
    ].join("\n"),
  };
}

export default { name: "Bid to screen in Chromium", run };

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  base = process.argv[2];
  BIDS = Number(process.argv[3] ?? 20);
  console.log(summary(await bidToScreen()));
}
