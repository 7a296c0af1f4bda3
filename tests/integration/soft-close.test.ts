// Soft close (decision 0040), through the room's clock: a bid with less than the window left moves
// the end to bid time + window, D1 and the alarm follow, and AUCTION_UPDATED carries the new end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { sellerAndBidders } from "../support/bidders";
import { createLiveAuction, setRoomClock, plusMs, type MemberFixture } from "../support/fixtures";
import { createMember as createWebMember, openSse, type SseClient } from "../support/live-fixtures";
import { SOFT_CLOSE_WINDOW_MS } from "../../functions/contract/auctions";

let worker: TestWorker;
let seller: MemberFixture;
let alice: MemberFixture;
let bob: MemberFixture;
let watcherCookie: string;
let token: (m: MemberFixture) => string;
const streams: SseClient[] = [];

const bid = (m: MemberFixture, auctionId: number, amountInPence: number) =>
  worker.api("POST", "/auction/bid", { token: token(m), body: { auctionId, amountInPence } });
const endsOnInD1 = async (id: number) =>
  (await worker.sql<{ ends_on: string }>("SELECT ends_on FROM auctions WHERE id = ?", id))[0].ends_on;
const state = async (id: number) =>
  (await worker.api<{ status: string; endsOn: string }>("GET", `/test/auction/${id}/state`)).body.data!;

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

describe("soft close", () => {
  it("moves the end of a last-minutes bid, tells the watchers, and closes at the new end", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const stream = await openSse(worker, `/sse/auction/buyer?auctionIds=${a.auctionId}`, watcherCookie);
    streams.push(stream);
    const bidAt = plusMs(a.endsOn, -60_000);
    await setRoomClock(worker, a.auctionId, bidAt);
    expect((await bid(alice, a.auctionId, 150000)).status).toBe(200);

    // The room's clock runs on from where the test set it, so the bid lands a little after bidAt.
    const newEnd = (await state(a.auctionId)).endsOn;
    const moved = Date.parse(newEnd) - Date.parse(bidAt);
    expect(moved).toBeGreaterThanOrEqual(SOFT_CLOSE_WINDOW_MS);
    expect(moved).toBeLessThan(SOFT_CLOSE_WINDOW_MS + 5000);
    expect(await endsOnInD1(a.auctionId)).toBe(newEnd);
    const seen: Record<string, unknown>[] = [];
    while (!seen.some((e) => e.type === "AUCTION_UPDATED")) seen.push(JSON.parse((await stream.next()).data));
    expect(seen.map((e) => e.type)).toEqual(["BID_PLACED", "AUCTION_UPDATED"]);
    expect(seen[1]).toMatchObject({ auctionId: a.auctionId, endsOn: newEnd, status: "PUBLISHED" });

    // The old end passes: still open, and a rival may still bid (and extends again).
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    expect((await state(a.auctionId)).status).toBe("PUBLISHED");
    const rivalAt = plusMs(newEnd, -1000);
    await setRoomClock(worker, a.auctionId, rivalAt);
    expect((await bid(bob, a.auctionId, 200000)).status).toBe(200);
    const finalEnd = (await state(a.auctionId)).endsOn;
    expect(Date.parse(finalEnd) - Date.parse(rivalAt)).toBeGreaterThanOrEqual(SOFT_CLOSE_WINDOW_MS);
    expect(Date.parse(finalEnd) - Date.parse(rivalAt)).toBeLessThan(SOFT_CLOSE_WINDOW_MS + 5000);

    await setRoomClock(worker, a.auctionId, plusMs(finalEnd, -3000));
    expect((await state(a.auctionId)).status).toBe("PUBLISHED");
    await setRoomClock(worker, a.auctionId, finalEnd);
    expect((await state(a.auctionId)).status).toBe("SOLD");
    expect((await bid(alice, a.auctionId, 300000)).status).toBe(409);
  });

  it("leaves the end alone for a bid with the window or more left", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, -SOFT_CLOSE_WINDOW_MS - 10_000));
    expect((await bid(alice, a.auctionId, 150000)).status).toBe(200);
    expect((await state(a.auctionId)).endsOn).toBe(a.endsOn);
    expect(await endsOnInD1(a.auctionId)).toBe(a.endsOn);
  });
});
