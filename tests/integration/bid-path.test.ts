// The fast bid path (issue 9, decisions 0049 and 0050): a bid is authenticated from the token and the
// member cache and authorised by the room's own facts, so with a warm cache it needs no D1 read in
// the API at all; a member blocked through ops is still refused within seconds, in this isolate at
// once and in any other within the cache's TTL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { sellerAndBidders } from "../support/bidders";
import { createAdmin } from "../support/ops";
import { createGroup, createLiveAuction, createMember, signTokenFor, type MemberFixture } from "../support/fixtures";
import { TEST_FAULT_HEADER } from "../../functions/api/test-faults";
import { MEMBER_CACHE_TTL_MS } from "../../functions/api/member-cache";

let worker: TestWorker;
let seller: MemberFixture;
let alice: MemberFixture;
let bob: MemberFixture;
let token: (m: MemberFixture) => string;
let admin: { token: string };

const bid = (m: MemberFixture, auctionId: number, amountInPence: number, headers: Record<string, string> = {}) =>
  worker.api("POST", "/auction/bid", { token: token(m), body: { auctionId, amountInPence }, headers });
const setBlocks = (organizationId: number, buyerBlocked: boolean) =>
  worker.api("PUT", `/ops/organizations/${organizationId}/blocks`, {
    token: admin.token,
    body: { buyerBlocked, sellerBlocked: false, organizationBlocked: false },
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  worker = await startWorker();
  const cast = await sellerAndBidders(worker, 2);
  ({ seller } = cast);
  [alice, bob] = cast.bidders;
  token = cast.token;
  admin = await createAdmin(worker);
});
afterAll(() => worker?.dispose());

describe("bid path", () => {
  it("places a bid with D1 unreachable from the API once the member is cached: nothing on the way reads it", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    expect((await bid(alice, a.auctionId, 150000)).status).toBe(200);
    const faulted = await bid(alice, a.auctionId, 160000, { [TEST_FAULT_HEADER]: "d1-unreachable" });
    expect(faulted.status).toBe(200);
    // A member the cache has not seen needs D1, and gets the overload answer instead of a guess.
    const cold = await bid(bob, a.auctionId, 170000, { [TEST_FAULT_HEADER]: "d1-unreachable" });
    expect(cold.status).toBe(503);
  });

  it("refuses a member blocked through ops on the very next bid", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    expect((await bid(alice, a.auctionId, 150000)).status).toBe(200);
    expect((await setBlocks(alice.organizationId, true)).status).toBe(200);
    const refused = await bid(alice, a.auctionId, 200000);
    expect([refused.status, refused.body.errorCode]).toEqual([403, "ACCOUNT_BLOCKED"]);
    expect((await setBlocks(alice.organizationId, false)).status).toBe(200);
    expect((await bid(alice, a.auctionId, 200000)).status).toBe(200);
  });

  it("refuses a member blocked where this isolate did not see it within the cache's TTL", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    expect((await bid(bob, a.auctionId, 150000)).status).toBe(200);
    // Another isolate's change: D1 moves, this isolate's cache is not told.
    const blockedAt = Date.now();
    await worker.sql("UPDATE organizations SET buyer_blocked = 1 WHERE id = ?", bob.organizationId);
    let answer = await bid(bob, a.auctionId, 160000);
    let amount = 170000;
    while (answer.status === 200 && Date.now() - blockedAt < MEMBER_CACHE_TTL_MS + 2000) {
      await sleep(250);
      answer = await bid(bob, a.auctionId, (amount += 10000));
    }
    expect([answer.status, answer.body.errorCode]).toEqual([403, "ACCOUNT_BLOCKED"]);
    expect(Date.now() - blockedAt).toBeLessThan(MEMBER_CACHE_TTL_MS + 2000);
    await worker.sql("UPDATE organizations SET buyer_blocked = 0 WHERE id = ?", bob.organizationId);
  });

  it("asks the room's facts who may bid: another group's member gets 404, the seller's own 403", async () => {
    const group = await createGroup(worker);
    await worker.sql("UPDATE organizations SET group_id = ? WHERE id = ?", group, seller.organizationId);
    const a = await createLiveAuction(worker, seller, { publishTarget: "GROUP_ONLY" });
    const outsider = await bid(alice, a.auctionId, 150000);
    expect(outsider.status).toBe(404);
    await worker.sql("UPDATE organizations SET group_id = NULL WHERE id = ?", seller.organizationId);
    // A buyer of the selling organisation: only the room knows whose auction this is.
    const colleague = await createMember(worker, { id: seller.organizationId }, { isBuyer: true });
    const own = await worker.api("POST", "/auction/bid", {
      token: await signTokenFor(colleague),
      body: { auctionId: a.auctionId, amountInPence: 150000 },
    });
    expect([own.status, own.body.errorCode]).toEqual([403, "OWN_AUCTION"]);
  });
});
