// Bids through POST /auction/bid: refusals with the spec's messages, proxy results, and what each
// organisation may see of bids, maxima and contact details.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createLiveAuction,
  createMember,
  createOrganization,
  setRoomClock,
  signTokenFor,
  plusMs,
  type MemberFixture,
} from "../support/fixtures";

import type { BidRoomState } from "../../functions/contract/dto/bid";

interface BidView {
  amountInPence: number;
  bidderId: number;
  bidderOrganizationId: number;
  isHighest: boolean;
}
interface Detail {
  status: string;
  version: number;
  bids: BidView[];
  proxyBidInPence: number | null;
  highestBidInPence: number | null;
  bidCount: number;
  minimumBidInPence: number;
  bidStatusMessage: string | null;
  shouldPriceBeGreen: boolean;
  isBiddingAllowed: boolean;
  minimumPriceInPence: number | null;
  seller: { email: string; organizationContact: { tradeName: string } } | null;
  buyer: { email: string } | null;
}

let worker: TestWorker;
let seller: MemberFixture;
let sellerColleague: MemberFixture;
let alice: MemberFixture;
let aliceColleague: MemberFixture;
let bob: MemberFixture;
let sellerOnly: MemberFixture;
const tokens = new Map<MemberFixture, string>();

const bid = (m: MemberFixture, auctionId: unknown, amountInPence: unknown) =>
  worker.api<{
    success: boolean;
    auctionId: number;
    result: { isHighestBid: boolean; proxyBidInPence: number; bidsLeft: number };
    auction: BidRoomState;
  }>("POST", "/auction/bid", { token: tokens.get(m), body: { auctionId, amountInPence } });
const detail = async (m: MemberFixture, id: number) =>
  (await worker.api<Detail>("GET", `/auction/${id}`, { token: tokens.get(m) })).body.data!;

beforeAll(async () => {
  worker = await startWorker();
  const sellerOrg = await createOrganization(worker, { tradeName: "Seller Motors" });
  const aliceOrg = await createOrganization(worker);
  const bobOrg = await createOrganization(worker);
  seller = await createMember(worker, sellerOrg, { isSeller: true });
  sellerColleague = await createMember(worker, sellerOrg, { isBuyer: true });
  alice = await createMember(worker, aliceOrg, { isBuyer: true });
  aliceColleague = await createMember(worker, aliceOrg, { isBuyer: true });
  bob = await createMember(worker, bobOrg, { isBuyer: true });
  sellerOnly = await createMember(worker, bobOrg, { isSeller: true });
  for (const m of [seller, sellerColleague, alice, aliceColleague, bob, sellerOnly])
    tokens.set(m, await signTokenFor(m));
});
afterAll(() => worker?.dispose());

describe("refusals", () => {
  it("answers with the spec's messages and statuses", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    const cases: [MemberFixture, unknown, number, string][] = [
      [alice, undefined, 400, "Amount value is required"],
      [alice, 150050, 400, "Bid must be an integer"],
      [alice, "abc", 400, "Bid must be an integer"],
      [alice, 90000, 400, "Your bid must be greater than or equal to £1,000"],
      [sellerColleague, 200000, 403, "You cannot bid on your own organisation's auction"],
      [sellerOnly, 200000, 403, "Only buyers can place bids"],
    ];
    for (const [member, amount, status, message] of cases) {
      const res = await bid(member, a.auctionId, amount);
      expect(res.status, `${amount}`).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await detail(alice, a.auctionId)).bidCount).toBe(0);
  });

  it("hides drafts and unknown auctions (404)", async () => {
    const draft = await createDraftAuction(worker, seller);
    expect((await bid(alice, draft.auctionId, 200000)).status).toBe(404);
    expect((await bid(alice, 999999, 200000)).status).toBe(404);
    expect((await worker.api("GET", "/auction/not-a-number", { token: tokens.get(alice) })).status).toBe(404);
  });

  it("needs a signed-in member", async () => {
    expect((await worker.api("POST", "/auction/bid", { body: { auctionId: 1, amountInPence: 100000 } })).status).toBe(
      401,
    );
  });
});

describe("proxy bidding and privacy", () => {
  it("gives each organisation only its own bids and maximum", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 300000 });
    const first = await bid(alice, a.auctionId, 200000);
    expect(first.body.data).toEqual({
      success: true,
      auctionId: a.auctionId,
      result: { isHighestBid: true, proxyBidInPence: 10000, bidsLeft: 9999 },
      message: "Bid placed successfully",
      replayed: false,
      // The room's state for the bidder's own organisation (decision 0095): its own maximum only.
      auction: {
        auctionId: a.auctionId,
        status: "PUBLISHED",
        endsOn: expect.any(String),
        highestBidInPence: 10000,
        bidCount: 1,
        bidsLeft: 9999,
        reserveMet: false,
        viewerMaxInPence: 200000,
        viewerIsLeader: true,
        minimumBidInPence: 205000,
      },
    });
    const second = await bid(bob, a.auctionId, 150000);
    expect(second.body.data!.result).toEqual({ isHighestBid: false, proxyBidInPence: 155000, bidsLeft: 9998 });
    // Bob learns the price, never Alice's maximum.
    expect(second.body.data!.auction).toMatchObject({
      highestBidInPence: 155000,
      viewerMaxInPence: 150000,
      viewerIsLeader: false,
      minimumBidInPence: 160000,
    });
    const raise = await bid(aliceColleague, a.auctionId, 250000);
    expect(raise.body.data!.result).toEqual({ isHighestBid: true, proxyBidInPence: 155000, bidsLeft: 9997 });

    const forAlice = await detail(alice, a.auctionId);
    expect(forAlice.bids.map((b) => [b.bidderId, b.amountInPence, b.isHighest])).toEqual([
      [alice.id, 200000, false],
      [aliceColleague.id, 250000, true],
    ]);
    expect(forAlice).toMatchObject({
      proxyBidInPence: 250000,
      highestBidInPence: 155000,
      shouldPriceBeGreen: true,
      minimumBidInPence: 255000,
      minimumPriceInPence: null,
      bidStatusMessage: "Your bid of £1,550 is the highest. Your maximum bid is £2,500",
    });
    const forBob = await detail(bob, a.auctionId);
    expect(forBob.bids.map((b) => b.amountInPence)).toEqual([150000]);
    expect(forBob).toMatchObject({
      proxyBidInPence: 150000,
      shouldPriceBeGreen: false,
      minimumBidInPence: 160000,
      bidStatusMessage: "Your bid of £1,500 is not the highest - try again",
    });
    const forSeller = await detail(seller, a.auctionId);
    expect(forSeller).toMatchObject({
      bids: [],
      proxyBidInPence: null,
      highestBidInPence: 155000,
      minimumPriceInPence: 300000,
    });

    const bidsOf = async (m: MemberFixture) =>
      (await worker.api<BidView[]>("GET", `/auction/${a.auctionId}/bids`, { token: tokens.get(m) })).body.data!;
    expect((await bidsOf(bob)).map((b) => b.bidderOrganizationId)).toEqual([bob.organizationId]);
    expect(await bidsOf(seller)).toEqual([]);
    // A raise that reaches the reserve shows the reserve as the price.
    const meet = await bid(bob, a.auctionId, 400000);
    expect(meet.body.data!.result).toEqual({ isHighestBid: true, proxyBidInPence: 300000, bidsLeft: 9996 });
  });

  it("reveals contact details only to the parties after the sale", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    await bid(alice, a.auctionId, 150000);
    await bid(bob, a.auctionId, 120000);
    expect((await detail(alice, a.auctionId)).seller).toBeNull();
    expect((await detail(seller, a.auctionId)).buyer).toBeNull();
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    const winner = await detail(aliceColleague, a.auctionId);
    expect(winner.status).toBe("SOLD");
    expect(winner.seller).toMatchObject({ email: seller.email, organizationContact: { tradeName: "Seller Motors" } });
    expect(winner.buyer).toMatchObject({ email: alice.email });
    const loser = await detail(bob, a.auctionId);
    expect(loser.seller).toBeNull();
    expect(loser.buyer).toBeNull();
    expect(loser.bidStatusMessage).toBe("The winning bid was £1,250");
    expect((await detail(seller, a.auctionId)).buyer).toMatchObject({ email: alice.email });
  });
});
