// The soft-close storm row of the bidding benchmark (issue 9, decision 0040): an auction's room is
// put 30 seconds before its end (the test clock, ALLOW_TEST_CLOCK=1), then 10 bidders place 200
// bids as fast as the room answers. Every accepted bid is in the last 2 minutes, so each moves the
// end to 2 minutes after itself: the final end must be the last accepted bid's time plus the
// window, no bid may be refused as ended, and the room must count every accepted bid (0 lost).
import { performance } from "node:perf_hooks";
import { bidOnce, call, minimumOf } from "./bid-client.mjs";

const BIDDERS = 10;
const BIDS = 200;
const WINDOW_MS = 2 * 60 * 1000;
const STEP = 5000;

async function state(pool, auctionId) {
  const res = await call(pool, "GET", `/api/test/auction/${auctionId}/state`);
  if (res.status !== 200) throw new Error(`room state ${auctionId}: ${res.status}`);
  return res.json.data;
}

export async function softCloseStorm({ pool, tokens, auctionId }) {
  const before = await state(pool, auctionId);
  const roomStart = Date.parse(before.endsOn) - 30_000;
  // Started before the room's clock is set, so the estimate below is never behind the room's own
  // time (a quiet machine once measured the end 120.03 s after the estimated last bid).
  const wallStart = performance.now();
  const set = await call(pool, "POST", `/api/test/auction/${auctionId}/clock`, {
    body: { now: new Date(roomStart).toISOString(), runAlarm: false },
  });
  if (set.status !== 200) throw new Error(`test clock: ${set.status}`);
  const next = new Map([[auctionId, await minimumOf(pool, tokens[0], auctionId)]]);
  const counts = { accepted: 0, refused: 0, errors: 0 };
  let ended = 0;
  let lastAcceptedRoomMs = null;
  let sent = 0;
  await Promise.all(
    Array.from({ length: BIDDERS }, async (_, b) => {
      while (sent < BIDS) {
        sent++;
        const amount = next.get(auctionId) + STEP * ((b * 7 + sent) % 5);
        const res = await bidOnce(pool, tokens[b % tokens.length], auctionId, amount, next, counts);
        // The room's clock when the answer came: the test clock runs on from roomStart.
        const roomNow = roomStart + (performance.now() - wallStart);
        if (res?.status === 200) lastAcceptedRoomMs = Math.max(lastAcceptedRoomMs ?? 0, roomNow);
        if (res?.status === 409 && /ended/i.test(res.json?.message ?? "")) ended++;
      }
    }),
  );
  const seconds = (performance.now() - wallStart) / 1000;
  const after = await state(pool, auctionId);
  const finalEnd = Date.parse(after.endsOn);
  const lost = before.bidCount + counts.accepted - after.bidCount;
  // The answer arrives a little after the room took the bid: allow that much (and a second).
  const expectedEnd = lastAcceptedRoomMs + WINDOW_MS;
  const endOk = lastAcceptedRoomMs !== null && finalEnd <= expectedEnd && finalEnd >= expectedEnd - 1000;
  const ok = endOk && lost === 0 && ended === 0 && counts.errors === 0 && after.status === "PUBLISHED";
  const summary =
    `${BIDS} bids from ${BIDDERS} bidders in the last 30 s (room clock) over ${seconds.toFixed(1)} s: ` +
    `${counts.accepted} accepted, ${counts.refused} refused as too low, ${ended} refused as ended, ${counts.errors} errors, ` +
    `${lost} lost (room count ${after.bidCount}); the end moved from ${before.endsOn} to ${after.endsOn}, ` +
    `${((finalEnd - lastAcceptedRoomMs) / 1000).toFixed(1)} s after the last accepted bid (rule: 120 s after it).`;
  return { ok, summary, accepted: counts.accepted, lost, ended, finalEnd: after.endsOn };
}
