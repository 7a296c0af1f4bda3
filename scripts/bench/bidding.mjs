// Bidding benchmark through the HTTP API (issue 4): bids per second and bid latency with 50
// concurrent bidders on one auction, then the same bidders spread over 100 auctions (each auction
// is its own Durable Object, so throughput should grow with the number of auctions).
//
//   bench({ baseUrl, tokens, auctionIds }) -> { section: "Bidding", markdown }
//
// tokens: bearer tokens of buyers from organisations other than the sellers' (reused round-robin
// if fewer than 50); auctionIds: live auctions those buyers may bid on (at least 1; 100 for the
// second run). Each bidder bids the minimum it was last told plus 0 to 39 steps of £50; after a
// bid refused as too low it starts from the minimum named in the refusal. Every answer counts as a request;
// accepted bids are reported separately.
import os from "node:os";
import { performance } from "node:perf_hooks";

const CONCURRENCY = 50;
const BIDS_PER_BIDDER = 20;
const STEP = 5000;

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function minimumOf(baseUrl, token, auctionId) {
  const res = await fetch(`${baseUrl}/api/auction/${auctionId}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /auction/${auctionId}: ${res.status}`);
  return (await res.json()).data.minimumBidInPence;
}

/** One run: CONCURRENCY bidders, each placing BIDS_PER_BIDDER bids on auctions picked in turn. */
async function run(baseUrl, tokens, auctionIds) {
  const next = new Map();
  for (const id of auctionIds) next.set(id, await minimumOf(baseUrl, tokens[0], id));
  const latencies = [];
  const counts = { accepted: 0, refused: 0, errors: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, b) => {
      const token = tokens[b % tokens.length];
      for (let n = 0; n < BIDS_PER_BIDDER; n++) {
        const auctionId = auctionIds[(b + n * CONCURRENCY) % auctionIds.length];
        // Spread the maxima so concurrent bids on one auction are not all the same amount (most
        // would then be refused as too low): proxy bidding accepts any bid above the visible price.
        const amountInPence = next.get(auctionId) + STEP * ((b * 7 + n * 13) % 40);
        const t0 = performance.now();
        let res;
        try {
          res = await fetch(`${baseUrl}/api/auction/bid`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify({ auctionId, amountInPence }),
          });
        } catch {
          counts.errors++;
          continue;
        }
        const body = await res.json().catch(() => ({}));
        latencies.push(performance.now() - t0);
        if (res.status === 200) {
          counts.accepted++;
          next.set(
            auctionId,
            Math.max(next.get(auctionId), body.data.result.proxyBidInPence + STEP, amountInPence + STEP),
          );
        } else if (res.status === 400 || res.status === 409) {
          counts.refused++;
          const named = /£([\d,]+)/.exec(body.message ?? "");
          if (named) next.set(auctionId, Math.max(next.get(auctionId), Number(named[1].replace(/,/g, "")) * 100));
        } else counts.errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const requests = latencies.length;
  return {
    auctions: auctionIds.length,
    requests,
    ...counts,
    seconds,
    requestsPerSecond: requests / seconds,
    acceptedPerSecond: counts.accepted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** The same client and concurrency against GET /api/health/live: the ceiling this machine sets. */
async function baseline(baseUrl) {
  const n = CONCURRENCY * BIDS_PER_BIDDER;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (sent < n) {
        sent++;
        await fetch(`${baseUrl}/api/health/live`).then((r) => r.text());
      }
    }),
  );
  return n / ((performance.now() - started) / 1000);
}

const fmt = (n, digits = 0) =>
  n.toLocaleString("en-GB", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export default async function bench({ baseUrl, tokens, auctionIds }) {
  if (!tokens?.length || !auctionIds?.length) throw new Error("bidding bench needs tokens and auctionIds");
  const ceiling = await baseline(baseUrl);
  const one = await run(baseUrl, tokens, auctionIds.slice(0, 1));
  const many = auctionIds.length >= 100 ? await run(baseUrl, tokens, auctionIds.slice(0, 100)) : null;
  const row = (label, r) =>
    `| ${label} | ${r.requests} | ${r.accepted} | ${r.refused} | ${r.errors} | ${fmt(r.requestsPerSecond)} | ${fmt(r.acceptedPerSecond)} | ${fmt(r.p50, 1)} | ${fmt(r.p99, 1)} |`;
  const lines = [
    `${CONCURRENCY} concurrent bidders (${tokens.length} buyer tokens), ${BIDS_PER_BIDDER} bids each, through \`POST /api/auction/bid\` on ${baseUrl}; machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), load average ${os.loadavg()[0].toFixed(1)} at the end.`,
    "",
    "| auctions | requests | accepted | refused (too low) | errors | requests/s | accepted bids/s | p50 ms | p99 ms |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    row("1", one),
  ];
  if (many) {
    lines.push(row("100", many));
    lines.push(
      "",
      `Throughput across 100 auctions is ${fmt(many.requestsPerSecond / one.requestsPerSecond, 2)}x that of one auction.`,
    );
  } else lines.push("", "(Fewer than 100 auction ids given: the 100-auction run was skipped.)");
  lines.push(
    "",
    `For scale: the same client at the same concurrency gets ${fmt(ceiling)} requests/s from \`GET /api/health/live\` (no auth, no storage) on this machine.`,
    "",
    "Targets (issue 4): at least 300 bids/s and p99 at most 50 ms on one auction.",
  );
  return { section: "Bidding", markdown: lines.join("\n"), results: { ceiling, one, many } };
}
