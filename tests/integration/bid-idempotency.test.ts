// Idempotency keys on POST /auction/bid (decision 0039): a repeated key answers the first result
// and places nothing; keys are per member; a malformed key is refused before anything happens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { sellerAndBidders } from "../support/bidders";
import { createLiveAuction, setRoomClock, plusMs, type MemberFixture } from "../support/fixtures";
import { IDEMPOTENCY_KEY_HEADER } from "../../functions/contract/bid-idempotency";
import { IDEMPOTENCY_MESSAGES } from "../../functions/contract/messages/bidding";

type BidData = {
  result: { isHighestBid: boolean; proxyBidInPence: number; bidsLeft: number };
  replayed: boolean;
};

let worker: TestWorker;
let seller: MemberFixture;
let alice: MemberFixture;
let bob: MemberFixture;
let token: (m: MemberFixture) => string;

const bid = (m: MemberFixture, auctionId: number, amountInPence: number, key?: string) =>
  worker.api<BidData>("POST", "/auction/bid", {
    token: token(m),
    body: { auctionId, amountInPence },
    headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
  });
const d1Bids = async (auctionId: number) =>
  (await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM bids WHERE auction_id = ?", auctionId))[0].n;
const roomState = async (auctionId: number) =>
  (
    await worker.api<{ bidCount: number; highestBidInPence: number | null; status: string }>(
      "GET",
      `/test/auction/${auctionId}/state`,
    )
  ).body.data!;

beforeAll(async () => {
  worker = await startWorker();
  const cast = await sellerAndBidders(worker, 2);
  ({ seller } = cast);
  [alice, bob] = cast.bidders;
  token = cast.token;
});
afterAll(() => worker?.dispose());

describe("Idempotency-Key on a bid", () => {
  it("answers a repeated key with the first result and places one bid", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const key = crypto.randomUUID();
    const first = await bid(alice, a.auctionId, 150000, key);
    expect(first.status).toBe(200);
    expect(first.body.data!.replayed).toBe(false);
    // A rival bids in between: the repeat still answers what the first request got.
    expect((await bid(bob, a.auctionId, 200000)).status).toBe(200);
    const again = await bid(alice, a.auctionId, 150000, key);
    expect(again.status).toBe(200);
    expect(again.body.data!.result).toEqual(first.body.data!.result);
    expect(again.body.data!.replayed).toBe(true);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await roomState(a.auctionId)).bidCount).toBe(2);
    expect(await d1Bids(a.auctionId)).toBe(2);
  });

  it("places one bid when the same key arrives many times at once", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => bid(alice, a.auctionId, 120000, key)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(answers.filter((r) => !r.body.data!.replayed)).toHaveLength(1);
    expect(new Set(answers.map((r) => JSON.stringify(r.body.data!.result))).size).toBe(1);
    expect((await roomState(a.auctionId)).bidCount).toBe(1);
    expect(await d1Bids(a.auctionId)).toBe(1);
  });

  it("keeps keys per member, refuses a key reused for another amount, and retries refused bids", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const key = crypto.randomUUID();
    expect((await bid(alice, a.auctionId, 150000, key)).status).toBe(200);
    // Bob's request with the same key is his own bid, not Alice's answer.
    const bobs = await bid(bob, a.auctionId, 300000, key);
    expect(bobs.status).toBe(200);
    expect(bobs.body.data!.replayed).toBe(false);
    const reused = await bid(alice, a.auctionId, 400000, key);
    expect(reused.status).toBe(409);
    expect(reused.body.message).toBe(IDEMPOTENCY_MESSAGES.REUSED);
    // A refused bid placed nothing, so its key may carry the corrected amount.
    const retryKey = crypto.randomUUID();
    expect((await bid(alice, a.auctionId, 110000, retryKey)).status).toBe(400);
    expect((await bid(alice, a.auctionId, 400000, retryKey)).status).toBe(200);
    expect((await roomState(a.auctionId)).bidCount).toBe(3);
  });

  it("answers the first result again after the auction ended", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const key = crypto.randomUUID();
    const first = await bid(alice, a.auctionId, 150000, key);
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    const again = await bid(alice, a.auctionId, 150000, key);
    expect(again.status).toBe(200);
    expect(again.body.data!.result).toEqual(first.body.data!.result);
    expect((await bid(alice, a.auctionId, 160000, crypto.randomUUID())).status).toBe(409);
    expect((await roomState(a.auctionId)).status).toBe("SOLD");
  });

  it("refuses a malformed key with 400 and places nothing", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    for (const key of ["short", "x".repeat(101), "has spaces in it", "semi;colon-key"]) {
      const res = await bid(alice, a.auctionId, 150000, key);
      expect(res.status, key).toBe(400);
      expect(res.body.message).toBe(IDEMPOTENCY_MESSAGES.INVALID);
    }
    expect((await roomState(a.auctionId)).bidCount).toBe(0);
  });
});
