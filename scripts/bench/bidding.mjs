// Bidding benchmark through the HTTP API (issues 4 and 9), with one pooled undici client so the
// client's sockets are not what is measured: bid requests/s and latency at 50 concurrent bidders
// on one auction and spread over 100 auctions, 10 concurrent bidders against GET /api/health at
// the same concurrency, and a soft-close storm (200 bids in an auction's last 30 seconds).
//
//   bench({ baseUrl, tokens, auctionIds }) -> { section: "Bidding", markdown, results }
//
// tokens: bearer tokens of buyers from organisations other than the sellers'; auctionIds: live
// auctions those buyers may bid on (101 or more: 100 for the spread run, one more for the storm).
// Each bidder bids the minimum it was last told plus 0 to 39 steps of £50, with an Idempotency-Key;
// after a refusal it starts from the minimum named in it. Every answer counts as a request.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import { softCloseStorm } from "./soft-close-storm.mjs";
import { call, minimumOf, bidOnce, errorSummary, STEP } from "./bid-client.mjs";
import { percentile } from "./http-timing.mjs";

const BIDS_PER_BIDDER = 20;

/** One run: `concurrency` bidders, each placing BIDS_PER_BIDDER bids on auctions picked in turn. */
async function run(pool, tokens, auctionIds, concurrency) {
  const next = new Map();
  for (const id of auctionIds) next.set(id, await minimumOf(pool, tokens[0], id));
  const latencies = [];
  const counts = { accepted: 0, refused: 0, errors: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, b) => {
      const token = tokens[b % tokens.length];
      for (let n = 0; n < BIDS_PER_BIDDER; n++) {
        const auctionId = auctionIds[(b + n * concurrency) % auctionIds.length];
        // Spread the maxima so concurrent bids on one auction are not all the same amount.
        const amountInPence = next.get(auctionId) + STEP * ((b * 7 + n * 13) % 40);
        const res = await bidOnce(pool, token, auctionId, amountInPence, next, counts);
        if (res) latencies.push(res.ms);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const requests = latencies.length;
  return {
    label: `bid, ${auctionIds.length === 1 ? "1 auction" : `${auctionIds.length} auctions`}`,
    concurrency,
    requests,
    ...counts,
    requestsPerSecond: requests / seconds,
    acceptedPerSecond: counts.accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errorKinds: errorSummary(counts),
    seconds,
    latencies,
  };
}

/**
 * The same client and concurrency against `GET /api/health/live` (the health route that touches no
 * storage, the baseline of issue 9's numbers): the ceiling this machine and the Worker set.
 */
async function health(pool, concurrency) {
  const n = concurrency * BIDS_PER_BIDDER;
  const latencies = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (sent < n) {
        sent++;
        const res = await call(pool, "GET", "/api/health/live").catch(() => null);
        if (res?.status === 200) latencies.push(res.ms);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label: "GET /api/health/live",
    concurrency,
    requests: n,
    accepted: null,
    refused: null,
    errors,
    requestsPerSecond: n / seconds,
    acceptedPerSecond: null,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    seconds,
    latencies,
  };
}

/** Rows of the same request measured in turns, as one row: their requests over their summed time. */
function merged(rows) {
  const sum = (key) => (rows[0][key] === null ? null : rows.reduce((n, r) => n + r[key], 0));
  const seconds = sum("seconds");
  const latencies = rows.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const accepted = sum("accepted");
  return {
    ...rows[0],
    requests: sum("requests"),
    accepted,
    refused: sum("refused"),
    errors: sum("errors"),
    requestsPerSecond: sum("requests") / seconds,
    acceptedPerSecond: accepted === null ? null : accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errorKinds:
      rows
        .map((r) => r.errorKinds)
        .filter(Boolean)
        .join("; ") || undefined,
    seconds,
    latencies,
    turns: rows.map((r) => r.requestsPerSecond),
  };
}

/**
 * Health and one auction's bids in turns (health, bids, health, bids), each row the sum of its
 * turns: the floor and the bids share the same minutes of the machine, so neither row is the one
 * that ran while the server was fresher (the health row ran first before, and the ratio moved with
 * it from run to run).
 */
async function healthAndOneAuction(pool, tokens, auctionIds, concurrency, turns = 2) {
  const healthRows = [];
  const bidRows = [];
  for (let t = 0; t < turns; t++) {
    healthRows.push(await health(pool, concurrency));
    bidRows.push(await run(pool, tokens, auctionIds.slice(0, 1), concurrency));
  }
  return [merged(healthRows), merged(bidRows)];
}

export const fmt = (n, digits = 0) =>
  n === null ? "" : n.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (ok) => (ok ? "met" : "MISSED");

export default async function bench({ baseUrl, tokens, auctionIds }) {
  if (!tokens?.length || auctionIds?.length < 101) throw new Error("bidding bench needs tokens and 101 auctionIds");
  const pool = new Pool(baseUrl, { connections: 64 });
  try {
    const load = os.loadavg()[0];
    // Warm-up: the Worker, the rooms of the first auctions and the token path.
    await run(pool, tokens, auctionIds.slice(0, 100), 10);
    const [health50, one50] = await healthAndOneAuction(pool, tokens, auctionIds, 50);
    const many50 = await run(pool, tokens, auctionIds.slice(0, 100), 50);
    const health10 = await health(pool, 10);
    const one10 = await run(pool, tokens, auctionIds.slice(0, 1), 10);
    const storm = await softCloseStorm({ pool, tokens, auctionId: auctionIds[100] });
    const row = (r) =>
      `| ${r.label} | ${r.concurrency} | ${r.requests} | ${fmt(r.accepted)} | ${fmt(r.refused)} | ${r.errors} | ${fmt(r.requestsPerSecond)} | ${fmt(r.acceptedPerSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} |`;
    const vsHealth = one50.requestsPerSecond / health50.requestsPerSecond;
    const spread = many50.requestsPerSecond / one50.requestsPerSecond;
    // Like with like (issue 23 item 5): on one auction most concurrent bids are refused as too low
    // and write nothing, so requests/s there is not the same work as on 100 auctions.
    const acceptedSpread = many50.acceptedPerSecond / one50.acceptedPerSecond;
    const p99Ratio = one10.p99 / health10.p99;
    const lines = [
      `One pooled undici client (64 sockets) on ${baseUrl}, ${BIDS_PER_BIDDER} requests per concurrent client (at 50 concurrent, health and one auction's bids in two alternating turns each, summed: ${health50.turns.map((x) => fmt(x)).join(" and ")} health requests/s, ${one50.turns.map((x) => fmt(x)).join(" and ")} bid requests/s), ${tokens.length} buyer tokens; bids through \`POST /api/auction/bid\` with an Idempotency-Key. Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), shared with other jobs: load average ${load.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end.`,
      "",
      "| request | concurrency | requests | accepted | refused (too low) | errors | requests/s | accepted bids/s | p50 ms | p99 ms |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...[health50, one50, many50, health10, one10].map(row),
      ...[one50, many50, one10]
        .filter((r) => r.errorKinds)
        .map((r) => `\nErrors in "${r.label}" at ${r.concurrency}: ${r.errorKinds}.`),
      "",
      "Targets (issues 9 and 23):",
      "",
      `- One auction, 50 concurrent bidders: ${fmt(one50.requestsPerSecond)} bid requests/s, ${fmt(vsHealth, 2)}x the ${fmt(health50.requestsPerSecond)} requests/s of \`GET /api/health/live\` at the same concurrency (target at least 0.5x): ${verdict(vsHealth >= 0.5)}.`,
      `- 100 auctions: ${fmt(many50.acceptedPerSecond)} accepted bids/s, ${fmt(acceptedSpread, 2)}x one auction's ${fmt(one50.acceptedPerSecond)} (issue 23: at least 2x): ${verdict(acceptedSpread >= 2)}. In bid requests/s (accepted or refused) ${fmt(spread, 2)}x (issue 9's 0.9x; refusals write nothing, so this compares different work).`,
      `- 10 concurrent bidders: bid p99 ${fmt(one10.p99, 1)} ms, ${fmt(p99Ratio, 2)}x the health p99 of ${fmt(health10.p99, 1)} ms (target at most 2x): ${verdict(p99Ratio <= 2)}.`,
      `- Soft-close storm: ${storm.summary} ${verdict(storm.ok)}.`,
    ];
    return {
      section: "Bidding",
      markdown: lines.join("\n"),
      results: { health50, one50, many50, health10, one10, storm, acceptedSpread },
    };
  } finally {
    await pool.close();
  }
}
