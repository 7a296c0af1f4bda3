// Fees as transaction rows: buyer and seller fees on SOLD, three free launches per transaction
// then the launch fee, nothing during an organisation's three-month free trial.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  launchBody,
  setRoomClock,
  signTokenFor,
  plusMs,
  type LiveAuction,
  type MemberFixture,
} from "../support/fixtures";

interface Fee {
  organization_id: number;
  kind: string;
  title: string;
  amount_in_pence: number;
  created_on: string;
}

let worker: TestWorker;
let seller: MemberFixture;
let trialSeller: MemberFixture;
let buyer: MemberFixture;
let trialBuyer: MemberFixture;
const tokens = new Map<MemberFixture, string>();

const feesOf = (auctionId: number) =>
  worker.sql<Fee>(
    "SELECT organization_id, kind, title, amount_in_pence, created_on FROM transactions WHERE auction_id = ? ORDER BY id",
    auctionId,
  );
const bid = (m: MemberFixture, auctionId: number, pounds: number) =>
  worker.api("POST", "/auction/bid", { token: tokens.get(m), body: { auctionId, amountInPence: pounds * 100 } });
const detail = async (m: MemberFixture, id: number) =>
  (
    await worker.api<{
      version: number;
      status: string;
      endsOn: string;
      isFreeRepublishAvailable: boolean;
      highestBidInPence: number | null;
      bidCount: number;
      launchCount: number;
    }>("GET", `/auction/${id}`, { token: tokens.get(m) })
  ).body.data!;

beforeAll(async () => {
  worker = await startWorker();
  const now = new Date().toISOString();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
  trialSeller = await createMember(worker, await createOrganization(worker, { trialStartedOn: now }), {
    isSeller: true,
  });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  trialBuyer = await createMember(worker, await createOrganization(worker, { trialStartedOn: now }), { isBuyer: true });
  for (const m of [seller, trialSeller, buyer, trialBuyer]) tokens.set(m, await signTokenFor(m));
});
afterAll(() => worker?.dispose());

describe("fees on SOLD", () => {
  it("charges the buyer's band fee and the seller fee", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 1200000 });
    await bid(buyer, a.auctionId, 12000);
    expect((await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000))).status).toBe("SOLD");
    const fees = await feesOf(a.auctionId);
    expect(fees.map((f) => [f.organization_id, f.kind, f.amount_in_pence])).toEqual([
      [buyer.organizationId, "BUYER_FEE", 12500],
      [seller.organizationId, "SELLER_FEE", 12500],
    ]);
    expect(fees[0].title).toBe("Buyer's fee: 2019 Ford Focus " + (await plateOf(a)));
    // The room writes through again on later calls; the fees stay single.
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 5000));
    expect(await feesOf(a.auctionId)).toHaveLength(2);
  });

  it("charges nobody in their free trial", async () => {
    const a = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    await bid(trialBuyer, a.auctionId, 1000);
    await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000));
    expect((await feesOf(a.auctionId)).map((f) => f.kind)).toEqual(["SELLER_FEE"]);

    const b = await createLiveAuction(worker, trialSeller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
    await bid(buyer, b.auctionId, 1000);
    await setRoomClock(worker, b.auctionId, plusMs(b.endsOn, 1000));
    expect((await feesOf(b.auctionId)).map((f) => [f.kind, f.amount_in_pence])).toEqual([["BUYER_FEE", 3500]]);
  });
});

async function plateOf(a: LiveAuction): Promise<string> {
  const rows = await worker.sql<{ plate: string }>(
    "SELECT registration_plate AS plate FROM vehicles WHERE id = ?",
    a.vehicleId,
  );
  return rows[0].plate;
}

async function endAndRelaunch(m: MemberFixture, a: LiveAuction): Promise<number> {
  const d = await detail(m, a.auctionId);
  await setRoomClock(worker, a.auctionId, plusMs(d.endsOn, 1000));
  const ended = await detail(m, a.auctionId);
  expect(ended.status).toBe("ENDED");
  const res = await worker.api("POST", `/auction/${a.auctionId}/republish`, {
    token: tokens.get(m),
    body: launchBody(ended.version, { type: "PHYSICAL", minimumPriceInPence: 500000 }),
  });
  expect(res.status).toBe(200);
  return (await detail(m, a.auctionId)).launchCount;
}

describe("launch fees", () => {
  it("three launches are free, the fourth pays the launch fee", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 500000 });
    expect((await detail(seller, a.auctionId)).isFreeRepublishAvailable).toBe(true);
    expect(await endAndRelaunch(seller, a)).toBe(2);
    expect(await endAndRelaunch(seller, a)).toBe(3);
    expect(await feesOf(a.auctionId)).toEqual([]);
    expect((await detail(seller, a.auctionId)).isFreeRepublishAvailable).toBe(false);
    expect(await endAndRelaunch(seller, a)).toBe(4);
    const fees = await feesOf(a.auctionId);
    expect(fees.map((f) => [f.organization_id, f.kind, f.amount_in_pence])).toEqual([
      [seller.organizationId, "LAUNCH_FEE", 1000],
    ]);
    expect(await endAndRelaunch(seller, a)).toBe(5);
    expect(await feesOf(a.auctionId)).toHaveLength(2);
  });

  it("no launch fee in the free trial", async () => {
    const a = await createLiveAuction(worker, trialSeller, { type: "PHYSICAL", minimumPriceInPence: 500000 });
    for (let i = 0; i < 3; i++) await endAndRelaunch(trialSeller, a);
    expect(await feesOf(a.auctionId)).toEqual([]);
  });

  it("a relaunch starts a fresh ledger", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 900000 });
    await bid(buyer, a.auctionId, 2000);
    const live = await detail(seller, a.auctionId);
    expect(live.bidCount).toBe(1);
    await worker.api("POST", `/auction/${a.auctionId}/cancel`, {
      token: tokens.get(seller),
      body: { version: live.version },
    });
    const cancelled = await detail(seller, a.auctionId);
    expect(cancelled.status).toBe("CANCELLED");
    await worker.api("POST", `/auction/${a.auctionId}/republish`, {
      token: tokens.get(seller),
      body: launchBody(cancelled.version, { type: "PHYSICAL", minimumPriceInPence: 900000 }),
    });
    expect(await detail(buyer, a.auctionId)).toMatchObject({
      status: "PUBLISHED",
      bidCount: 0,
      highestBidInPence: null,
    });
    const again = await bid(buyer, a.auctionId, 100);
    expect(again.status).toBe(200);
  });
});
