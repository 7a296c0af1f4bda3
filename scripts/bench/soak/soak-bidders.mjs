// 200 bidders, each a dealer's buyer: looks at a random live auction of another organisation
// (GET /api/auction/{id}), and if the minimum next bid is within what the car is worth to them,
// thinks a moment and places a maximum (now and then their whole limit at once, mostly a few steps
// over the minimum) with an Idempotency-Key; an answer that never came is asked again with the same
// key, as the web app does. Between looks they think 5 to 25 seconds.
import { randomUUID } from "node:crypto";

const STEP = 5000;
const MAX_BIDS = 10_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const between = (lo, hi) => lo + Math.random() * (hi - lo);

/** What this bidder would pay for this car at most: fixed per bidder and auction. */
function limitOf(bidder, auction) {
  let h = bidder.member.id * 2654435761 + auction.id * 40503 + auction.epoch;
  h = (h ^ (h >>> 15)) >>> 0;
  const factor = 0.6 + ((h % 1000) / 1000) * 0.5;
  return Math.floor((auction.valueInPence * factor) / STEP) * STEP;
}

export function bidCounts() {
  return { looks: 0, attempts: 0, accepted: 0, replayed: 0, tooLow: 0, closed: 0, retried: 0, otherRefusals: {} };
}

async function placeWithRetry(client, member, auctionId, amountInPence, counts) {
  const key = randomUUID();
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await client.call("POST", "/api/auction/bid", {
      token: await member.token(),
      body: { auctionId, amountInPence },
      key,
      kind: "bid",
    });
    if (res) return res;
    counts.retried++;
    await sleep(500);
  }
  return null;
}

async function bidOnce(client, bidder, fleet, counts) {
  const ids = fleet.liveIds();
  const auction = fleet.live.get(ids[Math.floor(Math.random() * ids.length)]);
  if (!auction || auction.sellerOrganizationId === bidder.member.organizationId) return;
  counts.looks++;
  const seen = await client.call("GET", `/api/auction/${auction.id}`, {
    token: await bidder.member.token(),
    kind: "detail",
  });
  if (seen?.status !== 200) return;
  const minimum = seen.json.data.minimumBidInPence;
  const limit = limitOf(bidder, auction);
  if (!(minimum <= limit)) return;
  await sleep(between(1000, 4000));
  // The room may have closed, or the fleet taken the launch to be checked, while they thought.
  if (fleet.live.get(auction.id) !== auction || fleet.stopping) return;
  const amount = Math.random() < 0.3 ? limit : Math.min(limit, minimum + STEP * Math.floor(between(0, 6)));
  const epoch = auction.epoch;
  auction.inflight.set(epoch, (auction.inflight.get(epoch) ?? 0) + 1);
  counts.attempts++;
  try {
    const res = await placeWithRetry(client, bidder.member, auction.id, amount, counts);
    if (res?.status === 200) {
      const { result, replayed } = res.json.data;
      if (replayed) counts.replayed++;
      else counts.accepted++;
      auction.accepted.get(epoch)?.push({
        bidderId: bidder.member.id,
        amountInPence: amount,
        seq: MAX_BIDS - result.bidsLeft,
        replayed,
      });
    } else if (res?.status === 400 && res.json?.errorCode === "TOO_LOW") counts.tooLow++;
    else if (res?.status === 409 && ["ENDED", "NOT_PUBLISHED"].includes(res.json?.errorCode)) counts.closed++;
    else if (res) {
      const kind = `${res.status} ${res.json?.errorCode ?? ""}`;
      counts.otherRefusals[kind] = (counts.otherRefusals[kind] ?? 0) + 1;
    }
  } finally {
    auction.inflight.set(epoch, auction.inflight.get(epoch) - 1);
  }
}

/** Runs every bidder until `fleet.stopping`; answers when the last has finished its step. */
export function runBidders(client, members, fleet, counts) {
  return Promise.all(
    members.map(async (member) => {
      const bidder = { member };
      await sleep(between(0, 20_000));
      while (!fleet.stopping) {
        await bidOnce(client, bidder, fleet, counts).catch((error) => {
          counts.otherRefusals[`client error ${error.message}`] =
            (counts.otherRefusals[`client error ${error.message}`] ?? 0) + 1;
        });
        const pause = between(5000, 25_000);
        for (let t = 0; t < pause && !fleet.stopping; t += 1000) await sleep(Math.min(1000, pause - t));
      }
    }),
  );
}
