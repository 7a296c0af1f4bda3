// Benchmark "Event fan-out" (issue 4): N browsers watch one auction over /sse/auction/buyer; each
// trigger (a bid, or the test publish route) is timed from the moment it is sent to the moment
// each subscriber receives the event. Reports p50/p95/p99 over every (subscriber, event) pair.
//
// As a module (npm run bench): default export bench({ baseUrl, cookie, auctionId, publish }).
// Standalone against `wrangler dev` (started with ALLOW_TEST_CLOCK=1 so the test publish route
// exists; `--var ALLOW_TEST_CLOCK:1` or .dev.vars):
//   node scripts/bench/fanout.mjs --base-url http://127.0.0.1:8787 --cookie '__session=...' \
//     --auction-id 1 [--subscribers 500] [--events 30] [--seller-org 1]
// The cookie is a signed-in session cookie (name=value) of a member who may see the auction.
import { setMaxListeners } from "node:events";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const CONNECT_CONCURRENCY = 25;
const WARMUP_EVENTS = 3;
const DELIVERY_TIMEOUT_MS = 10_000;
const SETTLE_MS = 100;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : "n/a");
const sleep = (n) => new Promise((resolve) => setTimeout(resolve, n));

/**
 * One SSE subscriber: calls onMessage(arrivalTime) for each `message` event. Plain node:http, not
 * fetch: 500 WHATWG body streams in one Node process cost more than the server being measured.
 */
function subscribe(url, cookie, onMessage, signal) {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith("https:") ? https : http).get(
      url,
      { headers: { cookie, accept: "text/event-stream" }, agent: false, signal },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`subscribe answered ${response.statusCode}`));
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            if (buffer.startsWith("event: message")) onMessage(now);
            buffer = buffer.slice(end + 2);
          }
        });
        response.on("error", () => undefined); // aborted at the end of the run
        resolve();
      },
    );
    request.on("error", (error) => {
      if (!signal.aborted) reject(error);
    });
  });
}

export default async function bench({
  baseUrl,
  cookie,
  auctionId,
  publish,
  subscribers = 500,
  events = 30,
  log = (line) => console.error(line),
}) {
  const base = baseUrl.replace(/\/$/, "");
  const stop = new AbortController();
  setMaxListeners(subscribers + 10, stop.signal); // one abort listener per subscriber
  // Per subscriber: arrival time of its first message since the current trigger.
  const firstArrival = new Array(subscribers).fill(null);
  let armed = false;
  let received = 0;
  let onAll = null;

  const connectStarted = performance.now();
  let next = 0;
  const connectOne = async () => {
    while (next < subscribers) {
      const i = next++;
      const url = `${base}/sse/auction/buyer?auctionIds=${auctionId}&deviceId=bench-${i}`;
      await subscribe(
        url,
        cookie,
        (at) => {
          if (!armed || firstArrival[i] !== null) return;
          firstArrival[i] = at;
          if (++received === subscribers) onAll?.();
        },
        stop.signal,
      );
    }
  };
  try {
    await Promise.all(Array.from({ length: CONNECT_CONCURRENCY }, connectOne));
    const connectMs = performance.now() - connectStarted;
    log(`fan-out: ${subscribers} subscribers connected in ${(connectMs / 1000).toFixed(1)} s`);

    const samples = [];
    const lastSubscriber = [];
    const publishTimes = [];
    let missed = 0;
    for (let round = 0; round < WARMUP_EVENTS + events; round++) {
      firstArrival.fill(null);
      received = 0;
      const all = new Promise((resolve) => {
        onAll = resolve;
      });
      armed = true;
      const sent = performance.now();
      await publish();
      publishTimes.push(performance.now() - sent);
      await Promise.race([all, sleep(DELIVERY_TIMEOUT_MS)]);
      armed = false;
      if (round >= WARMUP_EVENTS) {
        let slowest = 0;
        for (const at of firstArrival) {
          if (at === null) {
            missed++;
            continue;
          }
          samples.push(at - sent);
          slowest = Math.max(slowest, at - sent);
        }
        lastSubscriber.push(slowest);
      }
      await sleep(SETTLE_MS);
    }

    samples.sort((a, b) => a - b);
    lastSubscriber.sort((a, b) => a - b);
    publishTimes.sort((a, b) => a - b);
    const p95 = percentile(samples, 95);
    const markdown = [
      `Machine: ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? "unknown"}), Node ${process.version}; ` +
        `server and the ${subscribers} SSE clients share it.`,
      "",
      "| measure | value |",
      "| --- | --- |",
      `| subscribers on one auction | ${subscribers} |`,
      `| events measured (after ${WARMUP_EVENTS} warm-up) | ${events} |`,
      `| deliveries measured / missed | ${samples.length} / ${missed} |`,
      `| connect all subscribers | ${(connectMs / 1000).toFixed(1)} s |`,
      `| trigger to event, p50 | ${ms(percentile(samples, 50))} |`,
      `| trigger to event, p95 | ${ms(p95)} |`,
      `| trigger to event, p99 | ${ms(percentile(samples, 99))} |`,
      `| trigger to event, max | ${ms(samples.at(-1))} |`,
      `| trigger to last subscriber, p50 / p95 | ${ms(percentile(lastSubscriber, 50))} / ${ms(percentile(lastSubscriber, 95))} |`,
      `| trigger call itself, p50 | ${ms(percentile(publishTimes, 50))} |`,
      "",
      `Target p95 at most 100 ms: ${p95 <= 100 && missed === 0 ? "met" : "MISSED"}.`,
    ].join("\n");
    return { section: "Event fan-out", markdown };
  } finally {
    stop.abort();
  }
}

/** The default trigger outside `npm run bench`: the test-only publish route (ALLOW_TEST_CLOCK=1). */
export function testPublisher(baseUrl, auctionId, sellerOrganizationId = 1) {
  let bid = 100_00;
  return async () => {
    bid += 50_00;
    const response = await fetch(`${baseUrl.replace(/\/$/, "")}/api/test/live/publish`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        event: { type: "BID_PLACED", auctionId, status: "PUBLISHED", highestBidInPence: bid },
        audience: { sellerOrganizationId, publishTarget: "EVERYWHERE", groupId: null },
      }),
    });
    if (!response.ok) throw new Error(`test publish answered ${response.status}: is ALLOW_TEST_CLOCK=1 set?`);
    await response.arrayBuffer();
  };
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const baseUrl = arg("base-url", process.env.BENCH_BASE_URL ?? "http://127.0.0.1:8787");
  const cookie = arg("cookie", process.env.BENCH_COOKIE);
  const auctionId = Number(arg("auction-id", process.env.BENCH_AUCTION_ID));
  if (!cookie || !Number.isInteger(auctionId)) {
    console.error(
      "usage: node scripts/bench/fanout.mjs --base-url URL --cookie '__session=...' --auction-id N [--subscribers 500] [--events 30] [--seller-org N]",
    );
    process.exit(2);
  }
  const result = await bench({
    baseUrl,
    cookie,
    auctionId,
    subscribers: Number(arg("subscribers", 500)),
    events: Number(arg("events", 30)),
    publish: testPublisher(baseUrl, auctionId, Number(arg("seller-org", 1))),
  });
  console.log(`## ${result.section}\n\n${result.markdown}`);
  process.exit(0);
}
