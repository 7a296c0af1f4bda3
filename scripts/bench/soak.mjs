// `npm run soak` (issue 26 item 5): a bounded soak against the server `npm start` runs. 100 live
// auctions of 10 dealer organisations, 200 bidders of those organisations bidding at random with
// think times, 500 watchers on the live streams, photo uploads, the cron handler every minute, and
// auctions closing, being checked and relaunching throughout. Afterwards every launch's ledger is
// read back through the API and replayed through the proxy rules; the section goes to
// docs/benchmarks.md (`## Soak (N minutes)`). Run with tsx (it imports the contract's rules):
//   npm run soak -- [--minutes 20] [--port 8800] [--warmup 60] [--auctions-per-org 10] [--out file.md]
//     [--server miniflare|wrangler]   (SKIP_BUILD=1 to reuse a build; decision 0223 on the server)
//     [--watchers 500] [--bidders 200] [--state .wrangler/soak]
import { cpus, loadavg, totalmem } from "node:os";
import { performance } from "node:perf_hooks";
import { readFileSync, writeFileSync } from "node:fs";
import { startSoakServer, workerLogCounts, workerdRssKib } from "./soak/soak-server.mjs";
import { SoakClient } from "./soak/soak-client.mjs";
import { AuctionFleet } from "./soak/soak-auctions.mjs";
import { emptyTally } from "./soak/soak-verify.mjs";
import { bidCounts, runBidders } from "./soak/soak-bidders.mjs";
import { runWatchers, watchCounts, watcherSessions } from "./soak/soak-watchers.mjs";
import { listVehicle, listingReference, uploadPhoto } from "./soak/soak-listing.mjs";
import { SOAK_BUYERS_PER_ORG, SOAK_ORGS, SOAK_PASSWORD, soakBuyerEmail, soakOwnerEmail } from "./soak/soak-people.mjs";
import { soakMarkdown } from "./soak/soak-report.mjs";
import { writeSections } from "./sections.mjs";
import { launchChromium } from "./browser.mjs";
import { makePhotos } from "./listings.mjs";
import { HEARTBEAT_MS } from "../../functions/live/relay.ts";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const MINUTES = Number(arg("minutes", 20));
const PORT = Number(arg("port", process.env.SOAK_PORT ?? 8800));
const OUT = arg("out", null);
/** Miniflare alone, or `wrangler dev` with its local proxy in front (decision 0223). */
const SERVER = arg("server", "miniflare");
const AUCTIONS_PER_ORG = Number(arg("auctions-per-org", 10));
/** Launches, the first looks and the watchers' connections settle before the measured minutes. */
const WARMUP_MS = Number(arg("warmup", 60)) * 1000;
// Fewer (or none) to tell apart what holds memory: `--watchers 0`, `--bidders 0`.
const WATCHERS = Number(arg("watchers", 500));
const BIDDERS = Number(arg("bidders", SOAK_ORGS * SOAK_BUYERS_PER_ORG));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const between = (lo, hi) => lo + Math.random() * (hi - lo);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(" / ");

/** Subscriptions the auctions' hubs hold now (the test-only count). */
async function hubSubscriptions(client, auctions) {
  let held = 0;
  for (const auction of auctions) {
    const res = await client.call("GET", `/api/test/live/hubs/auction:${auction.id}`, { kind: "verify" });
    held += res?.json?.data?.subscribers ?? 0;
  }
  return held;
}

/** Runs `fn(item)` over the items with at most `n` at a time. */
async function pooled(items, n, fn) {
  const out = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

async function main() {
  // Its own state folder, so two runs (one part left out, say) can go side by side.
  const persistTo = arg("state", ".wrangler/soak");
  const server = await startSoakServer(PORT, persistTo, SERVER);
  const rss = () => workerdRssKib(server.group, server.kind);
  // Whatever ends this process ends the server with it.
  process.on("exit", server.stop);
  process.on("SIGINT", () => process.exit(130));
  process.on("SIGTERM", () => process.exit(143));
  const client = new SoakClient(server.baseUrl);
  try {
    const setupStarted = performance.now();
    const browser = await launchChromium();
    const photos = await makePhotos(browser, 6).finally(() => browser.close());
    const owners = await pooled([...Array(SOAK_ORGS).keys()], 4, (o) =>
      client.signIn(soakOwnerEmail(o), SOAK_PASSWORD),
    );
    const buyerEmails = [...Array(SOAK_ORGS).keys()].flatMap((o) =>
      [...Array(SOAK_BUYERS_PER_ORG).keys()].map((b) => soakBuyerEmail(o, b)),
    );
    const buyers = await pooled(buyerEmails, 4, (email) => client.signIn(email, SOAK_PASSWORD));
    const readers = new Map();
    for (const b of buyers) if (!readers.has(b.organizationId)) readers.set(b.organizationId, b);
    const references = await pooled(owners, 4, (o) => listingReference(client, o));
    const sessions = await watcherSessions(
      server.baseUrl,
      [...Array(SOAK_ORGS).keys()].map((o) => soakBuyerEmail(o, SOAK_BUYERS_PER_ORG - 1)),
    );
    const tally = emptyTally();
    const fleet = new AuctionFleet({ client, readers, tally, photos });
    // Every organisation lists its ten cars through the wizard's API, twelve photos each.
    const drafts = await pooled(
      owners.flatMap((owner, o) =>
        Array.from({ length: AUCTIONS_PER_ORG }, () => ({ owner, reference: references[o] })),
      ),
      6,
      async (d) => ({ ...d, id: await listVehicle(client, d.owner, d.reference, photos) }),
    );
    if (drafts.some((d) => d.id === null)) throw new Error("a set-up listing was refused");
    const setup = `Set-up (${Math.round((performance.now() - setupStarted) / 1000)} s, not measured): 10 organisations of 1 seller and 20 buyers seeded into D1, every member signed in through \`POST /api/auth/login\`, ${AUCTIONS_PER_ORG * SOAK_ORGS} vehicles listed through the wizard's API with 12 photos each (1920x1080 JPEGs as Uppy sends them).`;

    // Everything starts together; the measured minutes begin after the warm-up.
    const runStarted = performance.now();
    let endsAt = Date.now() + WARMUP_MS + MINUTES * 60_000;
    fleet.endsAt = endsAt;
    const memory = [];
    const kibOf = (m) => ({ kib: m.total, worker: m.worker, proxy: m.proxy });
    const sampleMemory = () => memory.push({ at: performance.now() - client.startedAt, ...kibOf(rss()) });
    const idle = rss().total;
    const lives = drafts.map((d) =>
      fleet.run(d.owner, d.reference, d.id).catch((e) => tally.problems.push(`auction life: ${e.message}`)),
    );
    // The first launches go out before the dealers arrive, as a morning's listings would.
    while (fleet.firstTried < drafts.length) await sleep(500);
    endsAt = Date.now() + WARMUP_MS + MINUTES * 60_000;
    fleet.endsAt = endsAt;
    const memoryTimer = setInterval(sampleMemory, 10_000);
    const cron = { ok: 0, all: 0 };
    const cronTimer = setInterval(async () => {
      cron.all++;
      const res = await fetch(`${server.cronUrl}?cron=*%2F5+*+*+*+*`, { headers: server.cronHeaders }).catch(
        () => null,
      );
      await res?.text();
      if (res?.status === 200) cron.ok++;
    }, 60_000);
    // Dealers preparing their next listings: a photo every few seconds from one of them.
    const uploads = { ok: 0, all: 0 };
    const uploading = (async () => {
      await sleep(0);
      while (!fleet.stopping) {
        await sleep(between(3000, 7000));
        uploads.all++;
        if (
          await uploadPhoto(
            client,
            owners[Math.floor(Math.random() * owners.length)],
            photos[uploads.all % photos.length],
            "next",
          )
        )
          uploads.ok++;
      }
    })().catch((e) => tally.problems.push(`uploads: ${e.message}`));
    const bids = bidCounts();
    const bidding = runBidders(client, buyers.slice(0, BIDDERS), fleet, bids).catch((e) =>
      tally.problems.push(`bidders: ${e.message}`),
    );
    const watchers = watchCounts();
    // What the hubs hold against what the open streams asked for, each minute: a leak grows apart.
    const hubSamples = [];
    const hubTimer = setInterval(async () => {
      const asked = watchers.subscribed;
      const held = await hubSubscriptions(client, fleet.all);
      hubSamples.push({ at: performance.now() - client.startedAt, asked, held, load: load() });
    }, 60_000);
    const watching = runWatchers(server.baseUrl, sessions, WATCHERS, fleet, watchers).catch((e) =>
      tally.problems.push(`watchers: ${e.message}`),
    );
    const progress = setInterval(
      () =>
        console.error(
          `soak: ${Math.round((performance.now() - runStarted) / 1000)} s, ${fleet.live.size} live, ${bids.accepted} bids placed, ${client.serverErrors.length} 5xx, workerd ${Math.round((memory.at(-1)?.kib ?? 0) / 1024)} MiB, load ${load()}`,
        ),
      30_000,
    );

    await sleep(WARMUP_MS);
    client.samples.length = 0;
    client.startedAt = performance.now();
    const loadStart = load();
    memory.length = 0;
    sampleMemory();
    await sleep(endsAt - Date.now());
    sampleMemory();
    fleet.stopping = true;
    clearInterval(memoryTimer);
    clearInterval(cronTimer);
    clearInterval(progress);
    clearInterval(hubTimer);
    const loadEnd = load();
    await Promise.all([bidding, watching, uploading, ...lives]);
    // Every stream has closed. A relay hears that its client left at its next write (an event or
    // the heartbeat, decision 0224), so the count is taken twice: at once, and three heartbeats later.
    await sleep(5000);
    const hubSocketsAtOnce = await hubSubscriptions(client, fleet.all);
    await sleep(3 * HEARTBEAT_MS + 5000);
    const hubSockets = await hubSubscriptions(client, fleet.all);
    await fleet.checkRemaining();
    // The server left alone for half a minute: what stays is held, not in use.
    await sleep(30_000);
    const rested = rss().total;
    // Every upload of the run: the replacement listings' and the dealers' next ones.
    const uploadAnswers = client.samples.filter((s) => s.kind === "upload");
    const uploadCounts = { all: uploadAnswers.length, ok: uploadAnswers.filter((s) => s.status === 200).length };
    const changed = [
      ["warmup", WARMUP_MS / 1000, 60],
      ["auctions-per-org", AUCTIONS_PER_ORG, 10],
      ["watchers", WATCHERS, 500],
      ["bidders", BIDDERS, 200],
      ["server", SERVER, "miniflare"],
    ].filter(([, value, byDefault]) => value !== byDefault);
    const command = ["npm run soak --", `--minutes ${MINUTES}`, ...changed.map(([k, v]) => `--${k} ${v}`)].join(" ");
    const results = {
      command,
      server: server.kind,
      minutes: MINUTES,
      setup,
      idleMib: idle / 1024,
      restedMib: rested / 1024,
      hubSockets,
      hubSocketsAtOnce,
      hubSamples,
      warmupSeconds: WARMUP_MS / 1000,
      machine: `${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
      loadStart,
      loadEnd,
      samples: client.samples.filter((s) => s.at < MINUTES * 60_000),
      memory,
      serverErrors: client.serverErrors,
      devProxyRetries: client.devProxyRetries.length,
      staleRetries: client.staleRetries.length,
      log: workerLogCounts(persistTo),
      noAnswer: client.noAnswer,
      tally,
      bids,
      fleet: fleet.counts,
      uploads: uploadCounts,
      cron,
      watchers,
    };
    // Kept beside the server's log, so the section can be written again from the figures.
    writeFileSync(`${persistTo}/soak-results.json`, JSON.stringify(results));
    const markdown = soakMarkdown(results);
    const section = `## Soak (${MINUTES} minutes)\n\n${markdown}\n`;
    if (OUT) writeFileSync(OUT, section);
    else writeSections([section]);
    console.log(section);
  } finally {
    await client.close();
    server.stop();
  }
}

/** `--report`: the section written again from the last run's figures. */
if (process.argv.includes("--report")) {
  const results = JSON.parse(readFileSync(arg("from", ".wrangler/soak/soak-results.json"), "utf8"));
  const section = `## Soak (${results.minutes} minutes)\n\n${soakMarkdown(results)}\n`;
  if (OUT) writeFileSync(OUT, section);
  else writeSections([section]);
  console.log(section);
  process.exit(0);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
