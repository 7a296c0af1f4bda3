// POST /auction/search: what each dealer sees in Live Auctions (spec 001 section 2.4).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createGroup,
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
let buyerB: MemberFixture;
let groupBuyer: MemberFixture;
const tokens = new Map<MemberFixture, string>();
const ids: Record<string, number> = {};

interface TestAuction {
  id: number;
  endsOn: string;
}

async function liveAuction(by: MemberFixture, body: Record<string, unknown>): Promise<TestAuction> {
  const res = await worker.api<TestAuction>("POST", "/test/auctions", { body: { sellerEmail: by.email, ...body } });
  if (res.status !== 200) throw new Error(`create failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

const search = (m: MemberFixture, body: Record<string, unknown> = {}) =>
  worker.api<CardPage>("POST", "/auction/search", { token: tokens.get(m), body });
const bid = (m: MemberFixture, auctionId: number, pounds: number) =>
  worker.api("POST", "/auction/bid", { token: tokens.get(m), body: { auctionId, amountInPence: pounds * 100 } });
const idsOf = (page: CardPage | undefined) => page!.content.map((c) => c.id);

beforeAll(async () => {
  worker = await startWorker();
  const group = await createGroup(worker);
  seller = await createMember(worker, await createOrganization(worker, { groupId: group }), {
    isSeller: true,
    isOwner: true,
  });
  buyerA = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  buyerB = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  groupBuyer = await createMember(worker, await createOrganization(worker, { groupId: group }), { isBuyer: true });
  for (const m of [seller, buyerA, buyerB, groupBuyer]) tokens.set(m, await signTokenFor(m));
  // Created in this order, so launched in this order; durations give the ending order.
  ids.focus = (await liveAuction(seller, { make: "Ford", model: "Focus", timeOption: 60 })).id;
  ids.bmw = (
    await liveAuction(seller, {
      make: "BMW",
      model: "3 Series",
      derivative: "320d M Sport",
      registrationPlate: "BM19 XYZ",
      timeOption: 180,
    })
  ).id;
  ids.fiesta = (
    await liveAuction(seller, { make: "Ford", model: "Fiesta", timeOption: 1440, publishTarget: "GROUP_ONLY" })
  ).id;
  ids.kuga = (
    await liveAuction(seller, {
      make: "Ford",
      model: "Kuga",
      timeOption: 2880,
      type: "PHYSICAL",
      minimumPriceInPence: 500000,
    })
  ).id;
});
afterAll(() => worker?.dispose());

describe("Live Auctions search", () => {
  it("lists live auctions ending soonest first, only inside the seller's group for group-only runs", async () => {
    const outsider = await search(buyerA);
    expect(outsider.status).toBe(200);
    expect(idsOf(outsider.body.data)).toEqual([ids.focus, ids.bmw, ids.kuga]);
    expect(outsider.body.data).toMatchObject({ totalElements: 3, last: true });
    expect(idsOf((await search(groupBuyer)).body.data)).toEqual([ids.focus, ids.bmw, ids.fiesta, ids.kuga]);
    expect(idsOf((await search(seller)).body.data)).toEqual([ids.focus, ids.bmw, ids.fiesta, ids.kuga]);
  });

  it("sorts by latest added", async () => {
    const res = await search(groupBuyer, { sort: "LATEST_ADDED" });
    expect(idsOf(res.body.data)).toEqual([ids.kuga, ids.fiesta, ids.bmw, ids.focus]);
  });

  it("answers the make counts with the first page when asked, by the same visibility rule", async () => {
    const counts = async (m: MemberFixture) => {
      const res = await worker.api<
        CardPage & { aggregation: { make: string; count: number; urlToLogo: string | null }[] }
      >("POST", "/auction/search", { token: tokens.get(m), body: { includeAggregation: true } });
      return Object.fromEntries(res.body.data!.aggregation.map((a) => [a.make, a.count]));
    };
    expect(await counts(buyerA)).toEqual({ BMW: 1, Ford: 2 });
    expect(await counts(groupBuyer)).toEqual({ BMW: 1, Ford: 3 });
    expect((await search(buyerA)).body.data).not.toHaveProperty("aggregation");
  });

  it("finds part of a word through the text index, which follows the vehicle's changes (decision 0157)", async () => {
    expect(idsOf((await search(buyerA, { search: "ORD UG" })).body.data)).toEqual([ids.kuga]);
    expect(idsOf((await search(buyerA, { search: 'xyz"' })).body.data)).toEqual([]);
    const [{ vehicleId, derivative }] = await worker.sql<{ vehicleId: number; derivative: string | null }>(
      "SELECT v.id AS vehicleId, v.derivative FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id WHERE a.id = ?",
      ids.kuga,
    );
    await worker.sql("UPDATE vehicles SET derivative = 'Vignale Hybrid' WHERE id = ?", vehicleId);
    expect(idsOf((await search(buyerA, { search: "vignale" })).body.data)).toEqual([ids.kuga]);
    await worker.sql("UPDATE vehicles SET derivative = ? WHERE id = ?", derivative, vehicleId);
    expect(idsOf((await search(buyerA, { search: "vignale" })).body.data)).toEqual([]);
  });

  it("searches make, model, derivative and registration, word by word, and filters by make", async () => {
    expect(idsOf((await search(buyerA, { search: "ford" })).body.data)).toEqual([ids.focus, ids.kuga]);
    expect(idsOf((await search(buyerA, { search: "ford kuga" })).body.data)).toEqual([ids.kuga]);
    expect(idsOf((await search(buyerA, { search: "M Sport" })).body.data)).toEqual([ids.bmw]);
    expect(idsOf((await search(buyerA, { search: "bm19xyz" })).body.data)).toEqual([ids.bmw]);
    expect(idsOf((await search(buyerA, { search: "100%" })).body.data)).toEqual([]);
    const makes = await worker.sql<{ id: number }>("SELECT id FROM vehicle_makes WHERE name = 'BMW'");
    const byMake = await search(buyerA, { makeId: makes[0].id });
    expect(idsOf(byMake.body.data)).toEqual([ids.bmw]);
    expect(byMake.body.data!.totalElements).toBe(1);
  });

  it("gives each card the fields of the list, and PLACE BID only where the viewer may bid", async () => {
    const card = (await search(buyerA)).body.data!.content.find((c) => c.id === ids.kuga)!;
    expect(card).toMatchObject({
      status: "PUBLISHED",
      type: "PHYSICAL",
      title: "Ford Kuga",
      year: 2019,
      mileage: 42000,
      derivative: "1.0 EcoBoost Titanium 5dr",
      colour: "Blue",
      transmission: "Manual",
      fuel: "Petrol",
      city: "Leeds",
      highestBidInPence: null,
      bidCount: 0,
      bidsLeft: 10000,
      reserveMet: false,
      isBiddingAllowed: true,
      minimumBidInPence: 10000,
      statusBar: { label: "Live", message: null, tone: "live" },
    });
    expect(card.photoUrl).toMatch(/^\/media\/test\//);
    expect(card.publishSecondsLeft).toBeGreaterThan(47 * 3600);
    // The reserve stays the seller's secret.
    expect(JSON.stringify(card)).not.toContain("500000");
    const own = (await search(seller)).body.data!.content.find((c) => c.id === ids.kuga)!;
    expect(own).toMatchObject({ isOwnOrganization: true, isBiddingAllowed: false });
  });

  it("shows each organisation only its own maximum", async () => {
    await bid(buyerA, ids.bmw, 2000);
    await bid(buyerB, ids.bmw, 1500);
    const a = (await search(buyerA)).body.data!.content.find((c) => c.id === ids.bmw)!;
    const b = (await search(buyerB)).body.data!.content.find((c) => c.id === ids.bmw)!;
    expect(a).toMatchObject({
      highestBidInPence: 155000,
      viewerHighestBidInPence: 200000,
      minimumBidInPence: 205000,
      statusBar: { message: "Your bid of £1,550 is the highest. Your maximum bid is £2,000", tone: "success" },
    });
    expect(b).toMatchObject({
      highestBidInPence: 155000,
      viewerHighestBidInPence: 150000,
      minimumBidInPence: 160000,
      statusBar: { message: "Your bid of £1,500 is not the highest - try again", tone: "danger" },
    });
    for (const m of [buyerB, groupBuyer, seller]) {
      expect(JSON.stringify((await search(m)).body)).not.toContain("200000");
    }
  });

  it("drops an auction once it has ended", async () => {
    const gone = await liveAuction(seller, { make: "Ford", model: "Puma", timeOption: 60 });
    expect(idsOf((await search(buyerA, { search: "puma" })).body.data)).toEqual([gone.id]);
    await setRoomClock(worker, gone.id, plusMs(gone.endsOn, 1000));
    expect(idsOf((await search(buyerA, { search: "puma" })).body.data)).toEqual([]);
  });

  it("pages ten at a time without overlap", async () => {
    const created: number[] = [];
    for (let i = 0; i < 12; i++)
      created.push((await liveAuction(seller, { make: "Kia", model: "Ceed", timeOption: 1440 })).id);
    const first = await search(buyerA, { search: "kia" });
    expect(first.body.data).toMatchObject({ totalElements: 12, last: false });
    expect(first.body.data!.content).toHaveLength(10);
    const second = await search(buyerA, { search: "kia", offset: 10 });
    expect(second.body.data).toMatchObject({ totalElements: 12, last: true });
    expect(new Set([...idsOf(first.body.data), ...idsOf(second.body.data)])).toEqual(new Set(created));
    const all = await search(buyerA, { search: "kia", limit: 20 });
    expect(all.body.data!.content).toHaveLength(12);
  });

  it("answers bad input with 412 or 400, never 500, and needs a signed-in member", async () => {
    for (const body of [
      { sort: "CHEAPEST" },
      { offset: -1 },
      { offset: "ten" },
      { limit: 1000 },
      { makeId: "abc" },
      { search: "x".repeat(101) },
      { type: "BOAT" },
    ]) {
      const res = await search(buyerA, body);
      expect(res.status, JSON.stringify(body)).toBe(412);
      expect(res.body.fieldErrors).toBeTruthy();
    }
    const junk = await worker.api("POST", "/auction/search", { token: tokens.get(buyerA), body: "{not json" });
    expect(junk.status).toBe(400);
    expect((await worker.api("POST", "/auction/search", { body: {} })).status).toBe(401);
  });
});

describe("test-only set-up routes", () => {
  it("are not there without the test flag", async () => {
    const prod = await startWorker({ bindings: { ALLOW_TEST_CLOCK: "0" } });
    try {
      expect((await prod.api("POST", "/test/auctions", { body: { sellerEmail: "a@b.test" } })).status).toBe(404);
      expect((await prod.api("POST", "/test/token", { body: { email: "a@b.test" } })).status).toBe(404);
    } finally {
      await prod.dispose();
    }
  });
});
