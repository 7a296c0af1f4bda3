// Where the bids of "100 auctions against one" go (issue 23): the same bidding runs as the Bidding
// bench (50 concurrent bidders, 1,000 bids), one auction and 100 in turn, twice, each with the CPU
// time the server's processes (wrangler and its workerd) used meanwhile, read from /proc. CPU per
// accepted bid tells what one accepted bid costs the server; CPU over wall time tells whether the
// server was busy or waiting (on a loaded machine, also how much of a core it was given).
//   node scripts/bench/bid-cpu.mjs http://127.0.0.1:8803 .wrangler/bench
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import { bidOnce, minimumOf, STEP } from "./bid-client.mjs";
import { prepare, token } from "./bidding-run.mjs";

const [base, persistTo] = process.argv.slice(2);
const CONCURRENCY = 50;
const BIDS_PER_BIDDER = 20;
const BIDDERS = ["owner@hilltop.test", "owner@riverside.test", "buyer@riverside.test"];
const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
const load = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];

/** The server's process tree: the `wrangler dev` listening on this port and its descendants. */
function serverPids() {
  const port = new URL(base).port;
  const procs = readdirSync("/proc").filter((p) => /^\d+$/.test(p));
  const parent = new Map();
  let root = null;
  for (const pid of procs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      parent.set(pid, stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
      if (!root && cmd.some((a) => a.includes("wrangler")) && cmd.includes("dev") && cmd.includes(port)) root = pid;
    } catch {
      /* gone meanwhile */
    }
  }
  if (!root) throw new Error(`no wrangler dev on port ${port}`);
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of parent) if (tree.has(ppid) && !tree.has(pid)) grew = tree.add(pid) !== null;
  }
  return [...tree];
}

/** User plus system CPU of these processes, in ms. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone meanwhile */
    }
  }
  return ticks * TICK_MS;
}

async function run(pool, tokens, auctionIds, pids) {
  const next = new Map();
  for (const id of auctionIds) next.set(id, await minimumOf(pool, tokens[0], id));
  const counts = { accepted: 0, refused: 0, errors: 0 };
  const cpu0 = cpuMs(pids);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, b) => {
      for (let n = 0; n < BIDS_PER_BIDDER; n++) {
        const auctionId = auctionIds[(b + n * CONCURRENCY) % auctionIds.length];
        const amount = next.get(auctionId) + STEP * ((b * 7 + n * 13) % 40);
        await bidOnce(pool, tokens[b % tokens.length], auctionId, amount, next, counts);
      }
    }),
  );
  const wall = performance.now() - t0;
  const cpu = cpuMs(pids) - cpu0;
  const requests = counts.accepted + counts.refused + counts.errors;
  return { auctions: auctionIds.length, ...counts, wall, cpu, requests };
}

const fmt = (n, d = 0) => n.toLocaleString("en-GB", { maximumFractionDigits: d, minimumFractionDigits: d });

const context = { persistTo };
prepare(context);
const ids = context.biddingAuctionIds;
const tokens = [];
for (const email of BIDDERS) tokens.push(await token(base, email));
const pool = new Pool(base, { connections: 64 });
const pids = serverPids();
console.log(`load ${load()} at the start; server processes ${pids.join(", ")}`);
console.log(
  "| auctions | accepted | refused | errors | accepted/s | requests/s | server CPU / wall | CPU ms per request | CPU ms per accepted bid |",
);
console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
// One auction, then 100, twice; each run reads the minimum of its auctions first.
for (const [k, set] of [ids.slice(0, 1), ids.slice(1, 101), ids.slice(100, 101), ids.slice(0, 100)].entries()) {
  const r = await run(pool, tokens, set, pids);
  console.log(
    `| ${r.auctions} | ${r.accepted} | ${r.refused} | ${r.errors} | ${fmt((r.accepted * 1000) / r.wall, 1)} | ${fmt((r.requests * 1000) / r.wall, 1)} | ${fmt(r.cpu / r.wall, 2)} | ${fmt(r.cpu / r.requests, 1)} | ${fmt(r.cpu / Math.max(1, r.accepted), 1)} |`,
  );
  if (k === 1) console.log(`load ${load()} after the first pair`);
}
console.log(`load ${load()} at the end`);
await pool.close();
