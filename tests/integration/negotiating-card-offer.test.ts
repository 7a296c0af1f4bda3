// A negotiated auction's card carries the counter on the table (decision 0256): the seller's My
// Vehicles card and the winning bidder's My Bids card show the last counter price, round after
// round, not the best bid; a rival who also bid sees no price of the private thread.
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
import type { AuctionCard } from "../../functions/contract/dto/auction-card";

let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;
let rival: MemberFixture;
let auctionId: number;
const tokens = new Map<MemberFixture, string>();

const as = <T>(m: MemberFixture, method: string, path: string, body?: unknown) =>
  worker.api<T>(method, path, { token: tokens.get(m), body });

/** The auction's card in a list, once the room's copy is in D1. */
async function cardIn(m: MemberFixture, path: string, body: object): Promise<AuctionCard | null> {
  expect((await worker.api("POST", `/test/auction/${auctionId}/drain`)).status).toBe(200);
  const page = await as<{ content: AuctionCard[] }>(m, "POST", path, body);
  expect(page.status).toBe(200);
  return page.body.data!.content.find((c) => c.id === auctionId) ?? null;
}
const sellerCard = () => cardIn(seller, "/auction/my-auctions/search", { criteria: { status: "TO_ACCEPT" } });
const buyerCard = () => cardIn(buyer, "/auction/bids", { bidsSearchFilter: "NEGOTIATING" });

async function counter(m: MemberFixture, amountInPence: number) {
  const { version } = (await as<{ version: number }>(seller, "GET", `/auction/${auctionId}`)).body.data!;
  const res = await as(m, "POST", `/auction/${auctionId}/offer`, { version, action: "COUNTER", amountInPence });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true, isOwner: true });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true, isOwner: true });
  rival = await createMember(worker, await createOrganization(worker), { isBuyer: true, isOwner: true });
  for (const m of [seller, buyer, rival]) tokens.set(m, await signTokenFor(m));
  const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 1_000_000 });
  auctionId = a.auctionId;
  for (const [m, amountInPence] of [
    [rival, 700_000],
    [buyer, 800_000],
  ] as const)
    expect((await as(m, "POST", "/auction/bid", { auctionId, amountInPence })).status).toBe(200);
  expect((await setRoomClock(worker, auctionId, plusMs(a.endsOn, 1000))).status).toBe("TO_ACCEPT");
});
afterAll(() => worker?.dispose());

describe("a negotiated auction's card", () => {
  it("has no offer before the first counter, then the last counter of either side", async () => {
    expect(await sellerCard()).toMatchObject({ highestBidInPence: 705_000, currentOfferInPence: null });

    await counter(seller, 950_000);
    expect(await sellerCard()).toMatchObject({ highestBidInPence: 705_000, currentOfferInPence: 950_000 });
    expect(await buyerCard()).toMatchObject({ highestBidInPence: 705_000, currentOfferInPence: 950_000 });

    await counter(buyer, 850_000);
    expect((await sellerCard())?.currentOfferInPence).toBe(850_000);
    expect((await buyerCard())?.currentOfferInPence).toBe(850_000);
  });

  it("shows a rival who bid no price of the thread", async () => {
    const seen = await cardIn(rival, "/auction/bids", { bidsSearchFilter: "LOST" });
    expect(seen).toMatchObject({ status: "TO_ACCEPT", currentOfferInPence: null });
  });

  it("has no offer once the counter is accepted", async () => {
    const { version } = (await as<{ version: number }>(seller, "GET", `/auction/${auctionId}`)).body.data!;
    expect((await as(seller, "POST", `/auction/${auctionId}/offer`, { version, action: "ACCEPT" })).status).toBe(200);
    expect(await cardIn(seller, "/auction/my-auctions/search", { criteria: { status: "SOLD" } })).toMatchObject({
      wonBidPriceInPence: 850_000,
      currentOfferInPence: null,
    });
  });
});
