// Buyer and seller fee bands at every boundary of spec 001 section 9 (£1,000 / £1,001 and so on),
// through real sales: the seller bands are fee settings seeded equal to the buyer's (decision 0017).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  plusMs,
  setRoomClock,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";

let worker: TestWorker;
let seller: MemberFixture;
let buyerToken: string;

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
  const buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  buyerToken = await signTokenFor(buyer);
});
afterAll(() => worker?.dispose());

describe("fee bands at each boundary", () => {
  it.each([
    [1000, 3500],
    [1001, 5000],
    [2500, 5000],
    [2501, 7500],
    [5000, 7500],
    [5001, 9500],
    [10000, 9500],
    [10001, 12500],
    [20000, 12500],
    [20001, 15000],
  ])("a sale at £%i pays %i pence to each side", async (pounds, fee) => {
    const price = pounds * 100;
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: price });
    const bid = await worker.api("POST", "/auction/bid", {
      token: buyerToken,
      body: { auctionId: a.auctionId, amountInPence: price },
    });
    expect(bid.status).toBe(200);
    expect((await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000))).status).toBe("SOLD");
    const rows = await worker.sql<{ kind: string; amount_in_pence: number }>(
      "SELECT kind, amount_in_pence FROM transactions WHERE auction_id = ? ORDER BY kind",
      a.auctionId,
    );
    expect(rows).toEqual([
      { kind: "BUYER_FEE", amount_in_pence: fee },
      { kind: "SELLER_FEE", amount_in_pence: fee },
    ]);
  });
});
