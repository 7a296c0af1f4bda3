// The soak's server: what `npm start` runs (the Worker built from this checkout, local D1 migrated
// and seeded) on a port and a state folder of its own, with two additions the soak needs (decision
// 0191): the test clock (each room's clock moved so 30-minute auctions close within minutes) and
// the cron handler on request (wrangler's /__scheduled, Miniflare's /cdn-cgi/mf/scheduled). Served
// by Miniflare alone by default, or by `wrangler dev` itself with its proxy in front (`--server
// wrangler`), decision 0223.
import { spawn } from "node:child_process";
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { migrateLocal, run } from "../../local-server.mjs";
import { serveWrangler, serverOf } from "../fresh-server.mjs";

const VARS = [
  "ALLOW_TEST_CLOCK:1",
  "JWT_SECRET:soak-jwt-secret-0123456789abcdef0123",
  "SESSION_SECRET:soak-session-secret-0123456789abcdef",
];

/** @param {"miniflare" | "wrangler"} kind */
export async function startSoakServer(port, persistTo, kind = "miniflare") {
  rmSync(persistTo, { recursive: true, force: true });
  // wrangler dev bundles the Worker itself; Miniflare runs the bundle `build:worker` makes.
  if (process.env.SKIP_BUILD !== "1") run("npm", ["run", kind === "wrangler" ? "build" : "build:worker"]);
  migrateLocal(persistTo);
  run("npx", ["tsx", "scripts/bench/soak/soak-db.ts", persistTo]);
  // Its log (every request, and any error) is kept beside its state for a look after the run.
  mkdirSync(persistTo, { recursive: true });
  const log = openSync(`${persistTo}/wrangler.log`, "w");
  if (kind === "wrangler") {
    const server = await serveWrangler(port, persistTo, { vars: VARS, args: ["--test-scheduled"], output: [log, log] });
    return { ...server, kind, cronUrl: `${server.baseUrl}/__scheduled`, group: server.pid };
  }
  // Its own process group, so the memory readings find its workerd and stopping it stops both.
  const child = spawn("node", ["scripts/bench/soak/soak-miniflare.mjs", String(port), persistTo, ...VARS], {
    stdio: ["ignore", log, log],
    detached: true,
  });
  const server = await serverOf(child, port);
  // Miniflare's scheduled route, sent to the Worker itself rather than the static assets' router.
  const cronHeaders = { "MF-Route-Override": "trade-auction" };
  return { ...server, kind, cronUrl: `${server.baseUrl}/cdn-cgi/mf/scheduled`, cronHeaders, group: server.pid };
}

/**
 * Resident memory (VmRSS, KiB) of the server's workerd processes, found by its process group:
 * `wrangler dev` runs two, its proxy on the public port and the Worker's own runtime (port 0);
 * Miniflare runs one, the Worker's runtime on the public port.
 */
export function workerdRssKib(group, kind = "wrangler") {
  const out = { total: 0, worker: 0, proxy: 0 };
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // The command name is in parentheses and may hold spaces; the fields after it are fixed.
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const pgrp = Number(stat.slice(close + 2).split(" ")[2]);
      if (pgrp !== group || !comm.startsWith("workerd")) continue;
      const rss = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (!rss) continue;
      const proxy = kind === "wrangler" && !readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("entry=127.0.0.1:0");
      out.total += Number(rss[1]);
      out[proxy ? "proxy" : "worker"] += Number(rss[1]);
    } catch {
      /* the process ended while being read */
    }
  }
  return out;
}

/**
 * From the server's log: the requests the Worker itself answered with 5xx (its JSON request lines),
 * and, for bids, how many reached the Worker against how many came through wrangler's proxy.
 */
export function workerLogCounts(persistTo) {
  const counts = { worker5xx: 0, workerBids: 0, proxyBids: 0, uncaught: 0, stalledStreams: 0, silentSubscribers: 0 };
  for (const line of readFileSync(`${persistTo}/wrangler.log`, "utf8").split("\n")) {
    if (line.startsWith('{"type":"request"')) {
      if (/"status":5\d\d/.test(line)) counts.worker5xx++;
      if (line.includes('"route":"POST /api/auction/bid"')) counts.workerBids++;
    } else if (line.startsWith('{"type":"live_stream_stalled"')) counts.stalledStreams++;
    else if (line.startsWith('{"type":"hub_silent_subscriber"')) counts.silentSubscribers++;
    else if (line.startsWith("[wrangler:inf] POST /api/auction/bid ")) counts.proxyBids++;
    else if (line.includes("Uncaught")) counts.uncaught++;
  }
  return counts;
}
