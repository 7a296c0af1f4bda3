// POST /auction/bids: the Buying list by bid status (spec 001 sections 2.3, 4.7 and 4.8).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createMember,
  createOrganization,
  plusMs,
  setRoomClock,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import type { CardPage } from "../../functions/contract/dto/auction-card";

let worker: TestWorker;
let seller: MemberFixture;
let buyerA: MemberFixture;
let colleagueA: MemberFixture;
let buyerB: MemberFixture;
const tokens = new Map<MemberFixture, string>();

interface TestAuction {
  id: number;
  endsOn: string;
}

async function liveAuction(body: Record<string, unknown>): Promise<TestAuction> {
  const res = await worker.api<TestAuction>("POST", "/test/auctions", { body: { sellerEmail: seller.email, ...body } });
  if (res.status !== 200) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

const myBids = (m: MemberFixture, body: Record<string, unknown> = {}) =>
  worker.api<CardPage>("POST", "/auction/bids", { token: tokens.get(m), body });
async function bid(m: MemberFixture, auctionId: number, pounds: number) {
  const res = await worker.api("POST", "/auction/bid", {
    token: tokens.get(m),
    body: { auctionId, amountInPence: pounds * 100 },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
async function act(m: MemberFixture, auctionId: number, path: string) {
  const detail = await worker.api<{ version: number }>("GET", `/auction/${auctionId}`, { token: tokens.get(m) });
  const res = await worker.api("POST", `/auction/${auctionId}/${path}`, {
    token: tokens.get(m),
    body: { version: detail.body.data!.version },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const idsOf = (page: CardPage | undefined) => page!.content.map((c) => c.id);

let sold: TestAuction;
let waiting: TestAuction;
let cancelled: TestAuction;
let live: TestAuction;
let later: TestAuction;

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), {
    isSeller: true,
    isOwner: true,
    isTransactionAcceptor: true,
  });
  const orgA = await createOrganization(worker);
  buyerA = await createMember(worker, orgA, { isBuyer: true });
  colleagueA = await createMember(worker, orgA, { isBuyer: true });
  buyerB = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  for (const m of [seller, buyerA, colleagueA, buyerB]) tokens.set(m, await signTokenFor(m));

  sold = await liveAuction({
    make: "Ford",
    model: "Focus",
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
    timeOption: 60,
  });
  waiting = await liveAuction({ make: "Audi", model: "A3", type: "TRYING_TO_DEAL", timeOption: 60 });
  cancelled = await liveAuction({
    make: "Ford",
    model: "Kuga",
    type: "PHYSICAL",
    minimumPriceInPence: 900000,
    timeOption: 180,
  });
  live = await liveAuction({
    make: "Ford",
    model: "Puma",
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
    timeOption: 1440,
  });
  later = await liveAuction({ make: "Skoda", model: "Octavia", timeOption: 2880 });

  await bid(buyerA, sold.id, 2000);
  await bid(buyerB, sold.id, 1500);
  await bid(buyerA, waiting.id, 1000);
  await bid(buyerB, cancelled.id, 1000);
  await bid(buyerA, cancelled.id, 1200);
  await bid(buyerB, live.id, 3000);
  await bid(colleagueA, live.id, 2500);
  await bid(buyerA, later.id, 1000);
});
afterAll(() => worker?.dispose());

describe("My Bids while auctions are live", () => {
  it("lists live auctions the organisation bid on, soonest ending first, with its own highest bid and bar", async () => {
    const res = await myBids(buyerA);
    expect(res.status).toBe(200);
    expect(idsOf(res.body.data)).toEqual([sold.id, waiting.id, cancelled.id, live.id, later.id]);
    expect(res.body.data).toMatchObject({ totalElements: 5, last: true });
    const byId = new Map(res.body.data!.content.map((c) => [c.id, c]));
    expect(byId.get(sold.id)).toMatchObject({
      viewerHighestBidInPence: 200000,
      statusBar: {
        label: "Live",
        message: "Your bid of £1,550 is the highest. Your maximum bid is £2,000",
        tone: "success",
      },
    });
    // A colleague's bid is the organisation's bid.
    expect(byId.get(live.id)).toMatchObject({
      viewerHighestBidInPence: 250000,
      statusBar: { message: "Your bid of £2,500 is not the highest - try again", tone: "danger" },
    });
    expect(byId.get(waiting.id)!.statusBar.tone).toBe("secondary");
    expect(idsOf((await myBids(colleagueA)).body.data)).toEqual(idsOf(res.body.data));
  });

  it("never shows another organisation's maximum", async () => {
    const b = await myBids(buyerB);
    expect(idsOf(b.body.data)).toEqual([sold.id, cancelled.id, live.id]);
    expect(JSON.stringify(b.body)).not.toContain("200000");
    expect(JSON.stringify((await myBids(buyerA)).body)).not.toContain("300000");
  });

  it("searches within the organisation's bids", async () => {
    expect(idsOf((await myBids(buyerA, { search: "ford" })).body.data)).toEqual([sold.id, cancelled.id, live.id]);
    expect(idsOf((await myBids(buyerA, { search: "octavia" })).body.data)).toEqual([later.id]);
  });
});

describe("My Bids after the close", () => {
  beforeAll(async () => {
    await setRoomClock(worker, sold.id, plusMs(sold.endsOn, 1000));
    await setRoomClock(worker, waiting.id, plusMs(waiting.endsOn, 1000));
    await act(seller, waiting.id, "acceptance/seller");
    await act(seller, cancelled.id, "cancel");
  });

  it("files each auction under its bid status", async () => {
    const filter = async (m: MemberFixture, f: string) => idsOf((await myBids(m, { bidsSearchFilter: f })).body.data);
    expect(await filter(buyerA, "PLACED_BIDS")).toEqual([live.id, later.id]);
    expect(await filter(buyerA, "WON")).toEqual([sold.id]);
    expect(await filter(buyerA, "WAITING")).toEqual([waiting.id]);
    expect(await filter(buyerA, "CANCELLED")).toEqual([cancelled.id]);
    expect(await filter(buyerA, "LOST")).toEqual([]);
    expect(await filter(buyerB, "LOST")).toEqual([sold.id]);
    expect(await filter(buyerB, "WON")).toEqual([]);
  });

  it("shows the winner and the loser their side of a sale", async () => {
    const won = (await myBids(buyerA, { bidsSearchFilter: "WON" })).body.data!.content[0];
    expect(won).toMatchObject({
      status: "SOLD",
      wonBidPriceInPence: 155000,
      statusBar: { label: "Won", message: "The winning bid was £1,550", tone: "success" },
    });
    const lost = (await myBids(buyerB, { bidsSearchFilter: "LOST" })).body.data!.content[0];
    expect(lost).toMatchObject({
      statusBar: { label: "Lost", message: "Your bid of £1,500 was not the highest", tone: "secondary" },
    });
  });

  it("moves a rejected offer to REJECTED and a seller's pending decision to TO_ACCEPT", async () => {
    const waitingCard = (await myBids(buyerA, { bidsSearchFilter: "WAITING" })).body.data!.content[0];
    expect(waitingCard.statusBar).toMatchObject({ label: "Waiting for you to accept", tone: "warning" });
    await act(buyerA, waiting.id, "rejection/buyer");
    expect(idsOf((await myBids(buyerA, { bidsSearchFilter: "REJECTED" })).body.data)).toEqual([waiting.id]);

    const pending = await liveAuction({ make: "Audi", model: "A4", type: "TRYING_TO_DEAL", timeOption: 60 });
    await bid(buyerB, pending.id, 1000);
    await setRoomClock(worker, pending.id, plusMs(pending.endsOn, 1000));
    expect(idsOf((await myBids(buyerB, { bidsSearchFilter: "TO_ACCEPT" })).body.data)).toEqual([pending.id]);
  });
});

describe("My Bids access and input", () => {
  it("is for buyers only", async () => {
    const res = await myBids(seller);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only buyers can see the Buying list");
  });

  it("answers junk with 412 or 400, never 500", async () => {
    for (const body of [{ bidsSearchFilter: "EVERYTHING" }, { offset: -5 }, { limit: 0 }, { search: 42 }]) {
      expect((await myBids(buyerA, body)).status, JSON.stringify(body)).toBe(412);
    }
    expect((await worker.api("POST", "/auction/bids", { token: tokens.get(buyerA), body: "[" })).status).toBe(400);
  });
});
