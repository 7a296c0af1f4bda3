// The soak's figures as markdown: latency by minute (p95 of the bidders' requests, and of bids
// alone), the server's memory through the run, every 5xx, and the ledger checks against the targets
// of issue 26: p95 in the last minute at most 1.2x the first, workerd's memory growth under 20%,
// 0 lost, 0 duplicated, 0 5xx.
import { percentile } from "../http-timing.mjs";
import { DEV_PROXY_503 } from "./soak-client.mjs";

const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-GB") : "n/a");
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : "n/a");
const verdict = (ok) => (ok ? "met" : "MISSED");

function p95(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return sorted.length ? percentile(sorted, 95) : NaN;
}

/** Per minute of the run: requests, bids, p95 of the bidders' requests and of bids, memory. */
export function minutes(samples, memory, count) {
  const rows = [];
  for (let m = 0; m < count; m++) {
    const inMinute = samples.filter((s) => s.at >= m * 60_000 && s.at < (m + 1) * 60_000);
    const bidders = inMinute.filter((s) => s.kind === "bid" || s.kind === "detail");
    const bids = inMinute.filter((s) => s.kind === "bid");
    const mem = memory.filter((x) => x.at >= m * 60_000 && x.at < (m + 1) * 60_000).at(-1);
    rows.push({
      workerMib: mem?.worker / 1024,
      proxyMib: mem?.proxy / 1024,
      minute: m + 1,
      requests: inMinute.length,
      bids: bids.length,
      p95: p95(bidders),
      bidP95: p95(bids),
      rssMib: mem ? mem.kib / 1024 : NaN,
    });
  }
  return rows;
}

export function soakMarkdown(r) {
  const rows = minutes(r.samples, r.memory, r.minutes);
  const first = rows[0];
  const last = rows.at(-1);
  const ratio = last.p95 / first.p95;
  const bidRatio = last.bidP95 / first.bidP95;
  const memStart = r.memory[0]?.kib ?? NaN;
  const memEnd = r.memory.at(-1)?.kib ?? NaN;
  const growth = memEnd / memStart - 1;
  const workerGrowth = (r.memory.at(-1)?.worker ?? NaN) / (r.memory[0]?.worker ?? NaN) - 1;
  const t = r.tally;
  const fiveHundreds = r.serverErrors.length + r.watchers.serverErrors;
  const fromProxy = r.serverErrors.filter((e) => e.text.startsWith(DEV_PROXY_503));
  const byKind = {};
  for (const e of r.serverErrors) {
    const kind = `${e.status} ${e.text.startsWith(DEV_PROXY_503) ? "from wrangler's proxy" : ""} ${e.method} ${e.path.replace(/\d+/g, "N")}`;
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  }
  const log = r.log;
  const viaWrangler = r.server !== "miniflare";
  const served = viaWrangler
    ? "served by `wrangler dev` (its local proxy in front of the Worker's workerd)"
    : "served by Miniflare alone (one workerd, no `wrangler dev` proxy; decision 0223)";
  const lines = [
    `\`${r.command}\`: ${r.minutes} minutes against the Worker \`npm start\` serves, ${served}, with the room test clock and the cron handler run every minute (decision 0191). ${r.setup} Then everything starts at once; the minutes below are measured after a ${r.warmupSeconds}-second warm-up (launches, first looks, streams connecting); 5xx and the ledger checks count the warm-up too.`,
    "",
    `Machine: ${r.machine}; shared with other jobs: load average ${r.loadStart} at the start, ${r.loadEnd} at the end.`,
    "",
    `| minute | requests | bids | p95 bidders' requests ms | p95 bids ms | workerd RSS MiB${viaWrangler ? " (Worker + wrangler's proxy)" : ""} |`,
    "| --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (x) =>
        `| ${x.minute} | ${f0(x.requests)} | ${f0(x.bids)} | ${f1(x.p95)} | ${f1(x.bidP95)} | ${f1(x.rssMib)}${viaWrangler && Number.isFinite(x.workerMib) ? ` (${f1(x.workerMib)} + ${f1(x.proxyMib)})` : ""} |`,
    ),
    "",
    "| what | count |",
    "| --- | --- |",
    `| bid requests (accepted / too low / closed / other) | ${f0(r.bids.attempts)} (${f0(r.bids.accepted + r.bids.replayed)} / ${f0(r.bids.tooLow)} / ${f0(r.bids.closed)} / ${JSON.stringify(r.bids.otherRefusals)}) |`,
    `| looks at an auction (GET /api/auction/{id}) | ${f0(r.bids.looks)} |`,
    `| launches / relaunches / new listings after a sale / seller cancels | ${f0(r.fleet.launches)} / ${f0(r.fleet.relaunches)} / ${f0(r.fleet.listings)} / ${f0(r.fleet.cancels)} |`,
    `| launches whose answer was lost but the room had made them / lifecycle steps that failed | ${f0(r.fleet.adopted)} / ${f0(r.fleet.failedSteps)} |`,
    `| closes by status | ${Object.entries(r.fleet.closes)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")} |`,
    `| photo uploads (POST /api/media) answered 200 / all | ${f0(r.uploads.ok)} / ${f0(r.uploads.all)} |`,
    `| cron sweeps (the scheduled handler) run / all | ${f0(r.cron.ok)} / ${f0(r.cron.all)} |`,
    `| live streams opened / refused / ended by the server early | ${f0(r.watchers.opened)} / ${JSON.stringify(r.watchers.refused)} / ${f0(r.watchers.endedEarly)} |`,
    `| hub subscriptions held / asked for by the open streams, each minute | ${
      r.hubSamples?.length ? r.hubSamples.map((h) => `${f0(h.held)} / ${f0(h.asked)}`).join(", ") : "not measured"
    } |`,
    `| streams a relay let go unread / hub subscribers closed as silent (server log, decision 0224) | ${f0(log.stalledStreams)} / ${f0(log.silentSubscribers)} |`,
    `| hub subscriptions still open once every stream had closed: 5 s after / three heartbeats later | ${r.hubSocketsAtOnce ?? "n/a"} / ${r.hubSockets ?? "not measured"} |`,
    `| live events delivered to watchers | ${Object.entries(r.watchers.events)
      .map(([k, v]) => `${k} ${f0(v)}`)
      .join(", ")} |`,
    `| launches checked / bids the clients were told were placed / ledger entries | ${f0(t.launches)} / ${f0(t.clientAccepted)} / ${f0(t.ledgerEntries)} |`,
    `| requests with no answer / sent again after a closed idle connection (never reached the Worker) | ${f0(r.noAnswer.length)} / ${f0(r.staleRetries ?? 0)} |`,
    "",
    "Targets (issue 26 item 5):",
    "",
    `- Lost bids (told placed, absent from the ledger): ${t.lost}; duplicated: ${t.duplicated}; in the ledger with no client told: ${t.unexplained}; replay through the proxy rules refused ${t.replayRefused}, ended elsewhere than the room ${t.priceMismatches}, positions differing from the answers ${t.orderMismatches}; D1 copies still short of the room's bids after 60 s of asking: ${t.copyTimeouts}; the slowest launch took ${f1(t.slowestCopyMs / 1000)} s to read back whole (its reads' own time included, which a loaded server stretches): ${verdict(t.lost === 0 && t.duplicated === 0 && t.replayRefused === 0 && t.priceMismatches === 0)}.`,
    `- Answers of 5xx: ${fiveHundreds}${
      fiveHundreds
        ? ` (${Object.entries(byKind)
            .map(([k, v]) => `${v} x ${k}`)
            .join("; ")}${r.watchers.serverErrors ? `; ${r.watchers.serverErrors} x live stream` : ""})`
        : ""
    }: ${verdict(fiveHundreds === 0)}. Of these, ${fromProxy.length} came from \`wrangler dev\`'s local proxy in front of the Worker ("${DEV_PROXY_503} ...": its connection to the Worker failed; it retries GETs itself, never POSTs); each was sent again (${r.devProxyRetries} retries, a bid with its Idempotency-Key, so a bid the Worker had placed answered its first result: ${f0(r.bids.replayed)} such replays). The Worker's own request log has ${log.worker5xx} answers of 5xx and ${log.uncaught} uncaught errors${viaWrangler ? `; of the ${log.proxyBids} bid requests through the proxy, ${log.workerBids} reached the Worker` : ""}.`,
    `- p95 of the bidders' requests, last minute vs first: ${f1(last.p95)} ms vs ${f1(first.p95)} ms, ${f1(ratio * 100)}% (target at most 120%): ${verdict(ratio <= 1.2)}. Bids alone: ${f1(last.bidP95)} ms vs ${f1(first.bidP95)} ms (${f1(bidRatio * 100)}%).`,
    `- workerd memory (VmRSS of the server's workerd; ${f1(r.idleMib)} MiB idle after set-up, before any load): ${f1(memStart / 1024)} MiB at the start of the measured minutes, ${f1(memEnd / 1024)} MiB at the end (${growth >= 0 ? "+" : ""}${f1(growth * 100)}%; highest ${f1(Math.max(...r.memory.map((x) => x.kib)) / 1024)} MiB${Number.isFinite(r.restedMib) ? `; ${f1(r.restedMib)} MiB after the checks and 30 idle seconds` : ""}; target growth under 20%): ${verdict(growth < 0.2)}.${Number.isFinite(workerGrowth) ? ` The Worker's runtime alone: ${f1(r.memory[0].worker / 1024)} to ${f1(r.memory.at(-1).worker / 1024)} MiB (${workerGrowth >= 0 ? "+" : ""}${f1(workerGrowth * 100)}%).` : ""}`,
  ];
  if (t.problems.length) lines.push("", "First problems found:", "", ...t.problems.slice(0, 15).map((p) => `- ${p}`));
  if (r.serverErrors.length)
    lines.push(
      "",
      "First 5xx bodies:",
      "",
      ...r.serverErrors
        .slice(0, 5)
        .map((e) => `- ${e.status} ${e.method} ${e.path}: ${e.text.replace(/\s+/g, " ").slice(0, 200)}`),
    );
  return lines.join("\n");
}
