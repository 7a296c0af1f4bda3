// A relaunch changes what watchers of the auction see (type, prices, end): AUCTION_PUBLISHED is
// followed by AUCTION_UPDATED carrying the new end (spec 001 section 3; issue 9), after D1 has it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { sellerAndBidders } from "../support/bidders";
import { createLiveAuction, launchBody, setRoomClock, plusMs, type MemberFixture } from "../support/fixtures";
import { createMember as createWebMember, openSse, type SseClient } from "../support/live-fixtures";

let worker: TestWorker;
let seller: MemberFixture;
let bob: MemberFixture;
let token: (m: MemberFixture) => string;
let watcherCookie: string;
const streams: SseClient[] = [];

beforeAll(async () => {
  worker = await startWorker();
  const cast = await sellerAndBidders(worker, 1);
  ({ seller } = cast);
  [bob] = cast.bidders;
  token = cast.token;
  watcherCookie = (await createWebMember(worker, bob.organizationId, { isBuyer: true, isSeller: false })).cookie;
});
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await worker?.dispose();
});

describe("relaunch events", () => {
  it("emits AUCTION_UPDATED with the new end when an ended auction is relaunched with new settings", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const ended = await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    expect(ended.status).toBe("ENDED");
    const stream = await openSse(worker, `/sse/auction/buyer?auctionIds=${a.auctionId}`, watcherCookie);
    streams.push(stream);
    const res = await worker.api<{ endsOn: string; version: number }>("POST", `/auction/${a.auctionId}/republish`, {
      token: token(seller),
      body: launchBody(ended.version, { type: "PHYSICAL", minimumPriceInPence: 500000 }),
    });
    expect(res.status).toBe(200);
    const seen: Record<string, unknown>[] = [];
    while (!seen.some((e) => e.type === "AUCTION_UPDATED")) seen.push(JSON.parse((await stream.next()).data));
    expect(seen.map((e) => e.type)).toEqual(["AUCTION_PUBLISHED", "AUCTION_UPDATED"]);
    expect(seen[1]).toMatchObject({ auctionId: a.auctionId, status: "PUBLISHED", endsOn: res.body.data!.endsOn });
    const [row] = await worker.sql<{ ends_on: string; type: string }>(
      "SELECT ends_on, type FROM auctions WHERE id = ?",
      a.auctionId,
    );
    expect(row).toEqual({ ends_on: res.body.data!.endsOn, type: "PHYSICAL" });
  });
});
