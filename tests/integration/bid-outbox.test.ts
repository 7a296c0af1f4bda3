// The room's outbox (decision 0050): a bid is answered once it is in the room's own storage; the D1
// copy follows off the answer path, with retries when D1 fails, exactly once; the bid's live events go
// out at once, ahead of the copy (decision 0201), and only once. D1 is made to fail with the room's
// test-only fault switch.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { sellerAndBidders } from "../support/bidders";
import { createLiveAuction, type MemberFixture } from "../support/fixtures";
import { createMember as createWebMember, openSse, type SseClient, type SseMessage } from "../support/live-fixtures";

type Outbox = { drained: boolean; pending: { bids: number; events: number }; retryAt: number | null };

let worker: TestWorker;
let seller: MemberFixture;
let alice: MemberFixture;
let bob: MemberFixture;
let token: (m: MemberFixture) => string;
let watcherCookie: string;
const streams: SseClient[] = [];

const bid = (m: MemberFixture, auctionId: number, amountInPence: number, key?: string) =>
  worker.api<{ result: { isHighestBid: boolean } }>("POST", "/auction/bid", {
    token: token(m),
    body: { auctionId, amountInPence },
    headers: key ? { "Idempotency-Key": key } : {},
    settle: false,
  });
const fault = (auctionId: number, on: boolean) =>
  worker.api<Outbox>("POST", `/test/auction/${auctionId}/d1-fault`, { body: { on } });
const drain = async (auctionId: number) =>
  (await worker.api<Outbox>("POST", `/test/auction/${auctionId}/drain`)).body.data!;
const d1Bids = async (auctionId: number) =>
  (await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM bids WHERE auction_id = ?", auctionId))[0].n;
const d1Auction = async (auctionId: number) =>
  (
    await worker.sql<{ bid_count: number; highest_bid_in_pence: number | null }>(
      "SELECT bid_count, highest_bid_in_pence FROM auctions WHERE id = ?",
      auctionId,
    )
  )[0];
/** Bob's OUTBID notices on the auction and the emails they made (decision 0083: same D1 batch as the copy). */
const outbid = async (auctionId: number) => ({
  notices: (
    await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM member_notices WHERE kind = 'OUTBID' AND auction_id = ? AND member_id = ?",
      auctionId,
      bob.id,
    )
  )[0].n,
  emails: (
    await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM email_outbox WHERE to_address = ? AND subject = 'You have been outbid'",
      bob.email,
    )
  )[0].n,
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The stream's next event, or null when none comes within `ms` (the read stays pending for the next call). */
let reading: Promise<SseMessage> | null = null;
async function nextWithin(s: SseClient, ms: number): Promise<SseMessage | null> {
  reading ??= s.next();
  const got = await Promise.race<SseMessage | null>([reading, sleep(ms).then(() => null)]);
  if (got) reading = null;
  return got;
}

beforeAll(async () => {
  worker = await startWorker();
  const cast = await sellerAndBidders(worker, 2);
  ({ seller } = cast);
  [alice, bob] = cast.bidders;
  token = cast.token;
  watcherCookie = (await createWebMember(worker, bob.organizationId, { isBuyer: true, isSeller: false })).cookie;
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await worker?.dispose();
});

describe("bid outbox", () => {
  it("answers and announces a bid while D1 fails, and copies it later exactly once, event and copy both kept", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const stream = await openSse(worker, `/sse/auction/buyer?auctionIds=${a.auctionId}`, watcherCookie);
    streams.push(stream);
    expect((await fault(a.auctionId, true)).status).toBe(200);

    const key = crypto.randomUUID();
    const first = await bid(alice, a.auctionId, 150000, key);
    expect(first.status).toBe(200);
    expect(first.body.data!.result.isHighestBid).toBe(true);
    // A retry of the same request (its answer lost) and a rival's bid, all while D1 is down.
    expect((await bid(alice, a.auctionId, 150000, key)).status).toBe(200);
    expect((await bid(bob, a.auctionId, 120000)).status).toBe(200);

    // Watchers are told at once, with the room's state: D1's failure does not hold the events back.
    const told = [await nextWithin(stream, 20_000), await nextWithin(stream, 20_000)].map((m) => JSON.parse(m!.data));
    expect(told).toEqual([
      expect.objectContaining({ type: "BID_PLACED", auctionId: a.auctionId, bidCount: 1, highestBidInPence: 100000 }),
      expect.objectContaining({ type: "BID_PLACED", auctionId: a.auctionId, bidCount: 2, highestBidInPence: 125000 }),
    ]);

    // The room holds the bids and their events (for the notices their copy carries); D1 has neither.
    const held = await drain(a.auctionId);
    expect(held.drained).toBe(false);
    expect(held.pending).toEqual({ bids: 2, events: 2 });
    expect(held.retryAt).not.toBeNull();
    expect(await d1Bids(a.auctionId)).toBe(0);
    expect((await d1Auction(a.auctionId)).bid_count).toBe(0);
    expect(await outbid(a.auctionId)).toEqual({ notices: 0, emails: 0 });

    // D1 comes back: the room's alarm retries on its own (no request needed), the copy arrives
    // with the notice the bids call for (one batch).
    await fault(a.auctionId, false);
    for (let i = 0; i < 200 && (await d1Bids(a.auctionId)) < 2; i++) await sleep(100);
    expect(await d1Bids(a.auctionId)).toBe(2);
    expect(await d1Auction(a.auctionId)).toEqual({ bid_count: 2, highest_bid_in_pence: 125000 });
    expect(await outbid(a.auctionId)).toEqual({ notices: 1, emails: 1 });
    // The events that went ahead are not sent again with their copy.
    expect(await nextWithin(stream, 1500)).toBeNull();

    // Draining again (a replayed write) duplicates nothing.
    const after = await drain(a.auctionId);
    expect(after).toMatchObject({ drained: true, pending: { bids: 0, events: 0 }, retryAt: null });
    expect(await d1Bids(a.auctionId)).toBe(2);
    expect(await outbid(a.auctionId)).toEqual({ notices: 1, emails: 1 });
    const rows = await worker.sql<{ seq: number; amount_in_pence: number }>(
      "SELECT seq, amount_in_pence FROM bids WHERE auction_id = ? ORDER BY seq",
      a.auctionId,
    );
    expect(rows).toEqual([
      { seq: 1, amount_in_pence: 150000 },
      { seq: 2, amount_in_pence: 120000 },
    ]);
  });

  it("answers before D1 is written, and D1 catches up without another request", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const answers = await Promise.all([bid(alice, a.auctionId, 150000), bid(bob, a.auctionId, 160000)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    for (let i = 0; i < 40 && (await d1Bids(a.auctionId)) < 2; i++) await sleep(100);
    expect(await d1Bids(a.auctionId)).toBe(2);
  });
});
