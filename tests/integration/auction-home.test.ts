// The public home endpoints, and auctions written straight into D1 (as the demo seeder does): the
// room adopts them on first contact, and the API closes one whose end passed while nothing ran.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createGroup,
  createLiveAuction,
  createMember,
  createOrganization,
  ensureMake,
  setRoomClock,
  signTokenFor,
  plusMs,
  HOUR,
  type MemberFixture,
} from "../support/fixtures";
import { emptyBiddingState, placeBid, auctionPrice, type BiddingState } from "../../functions/contract/bidding-rules";

let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;
let rival: MemberFixture;
let groupBuyer: MemberFixture;
const tokens = new Map<MemberFixture, string>();
const bid = (m: MemberFixture, auctionId: number, pounds: number) =>
  worker.api<{ result: { isHighestBid: boolean; proxyBidInPence: number; bidsLeft: number } }>("POST", "/auction/bid", {
    token: tokens.get(m),
    body: { auctionId, amountInPence: pounds * 100 },
  });

beforeAll(async () => {
  worker = await startWorker();
  const group = await createGroup(worker);
  seller = await createMember(worker, await createOrganization(worker, { groupId: group }), { isSeller: true });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  rival = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  groupBuyer = await createMember(worker, await createOrganization(worker, { groupId: group }), { isBuyer: true });
  for (const m of [seller, buyer, rival, groupBuyer]) tokens.set(m, await signTokenFor(m));
});
afterAll(() => worker?.dispose());

describe("home endpoints", () => {
  it("answer empty before there are auctions", async () => {
    expect((await worker.api("GET", "/auction/hot-auction-vehicle")).body).toEqual({ data: null });
    expect((await worker.api("GET", "/auction/recently-sold-vehicles")).body).toEqual({ data: [] });
    expect((await worker.api("GET", "/auction/aggregation")).body).toEqual({
      data: { vehicleMakeVisible: false, aggregation: [] },
    });
  });

  it("count live auctions per make, the hot auction and the recently sold", async () => {
    const quiet = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", timeOption: 60 });
    const busy = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", timeOption: 1440 });
    await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", publishTarget: "GROUP_ONLY" });
    await bid(buyer, busy.auctionId, 1200);
    await bid(rival, busy.auctionId, 1300);
    // The busy auction's cover has its small variant (decision 0066); the quiet one's has none.
    await worker.sql(
      `UPDATE vehicle_media SET thumbnail_r2_key = 'test/photo-1-small.jpg'
       WHERE r2_key = 'test/photo-1.png' AND vehicle_id = (SELECT vehicle_id FROM auctions WHERE id = ?)`,
      busy.auctionId,
    );

    const { makeId } = await ensureMake(worker);
    const anonymous = await worker.api<{ aggregation: unknown[] }>("GET", "/auction/aggregation");
    expect(anonymous.body.data).toEqual({
      vehicleMakeVisible: true,
      aggregation: [{ makeId, make: "Ford", urlToLogo: null, count: 2 }],
    });
    const inGroup = await worker.api<{ aggregation: { count: number }[] }>("GET", "/auction/aggregation", {
      token: tokens.get(groupBuyer),
    });
    expect(inGroup.body.data!.aggregation[0].count).toBe(3);

    const hot = await worker.api<Record<string, unknown>>("GET", "/auction/hot-auction-vehicle");
    expect(hot.body.data).toMatchObject({
      id: busy.auctionId,
      title: "Ford Focus",
      year: 2019,
      bidCount: 2,
      highestBidInPence: 125000,
      endsOn: busy.endsOn,
      photoUrl: "/media/test/photo-1.png",
      photoThumbnailUrl: "/media/test/photo-1-small.jpg",
    });
    expect(hot.body.data!.publishSecondsLeft).toBeGreaterThan(23 * 3600);

    await setRoomClock(worker, busy.auctionId, plusMs(busy.endsOn, 1000));
    const sold = await worker.api<Record<string, unknown>[]>("GET", "/auction/recently-sold-vehicles");
    expect(sold.body.data).toEqual([
      expect.objectContaining({
        id: busy.auctionId,
        title: "Ford Focus",
        priceInPence: 125000,
        mileage: 42000,
        photoUrl: "/media/test/photo-1.png",
        photoThumbnailUrl: "/media/test/photo-1-small.jpg",
      }),
    ]);
    expect(sold.body.data![0]).not.toHaveProperty("registrationPlate");
    expect((await worker.api("GET", "/auction/hot-auction-vehicle")).body.data).toMatchObject({
      id: quiet.auctionId,
      photoUrl: "/media/test/photo-1.png",
      photoThumbnailUrl: null,
    });
  });
});

/** Writes a PUBLISHED auction and its bids straight into D1, as `npm run seed` does. */
async function seedLive(endsOn: string, bids: [MemberFixture, number][]): Promise<number> {
  const draft = await createDraftAuction(worker, seller);
  const launchedOn = plusMs(endsOn, -24 * HOUR);
  const auction = { type: "MINIMUM_PRICE" as const, minimumPriceInPence: 100000 };
  let state: BiddingState = emptyBiddingState();
  for (const [m, pounds] of bids) {
    const at = Date.parse(launchedOn) + 60_000;
    const out = placeBid(
      state,
      {
        bidId: `seed-${draft.auctionId}-${state.ledger.length + 1}`,
        bidderId: String(m.id),
        bidderOrganizationId: String(m.organizationId),
        amountInPence: pounds * 100,
        at,
      },
      {
        ...auction,
        status: "PUBLISHED",
        endsOnMs: Date.parse(endsOn),
      },
      at,
    );
    if (!out.ok) throw new Error(out.message);
    state = out.state;
  }
  const price = auctionPrice(state, auction);
  for (const e of state.ledger) {
    await worker.sql(
      `INSERT INTO bids (id, auction_id, launch_number, seq, bidder_id, bidder_organization_id, amount_in_pence, is_highest, created_on)
       VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?)`,
      e.id,
      draft.auctionId,
      e.seq,
      Number(e.bidderId),
      Number(e.bidderOrganizationId),
      e.amountInPence,
      price.leader?.bidId === e.id ? 1 : 0,
      new Date(e.at).toISOString(),
    );
  }
  await worker.sql(
    `UPDATE auctions SET status = 'PUBLISHED', type = 'MINIMUM_PRICE', minimum_price_in_pence = 100000, time_option = 1440,
       publish_target = 'EVERYWHERE', launched_on = ?, ends_on = ?, launch_count = 1, highest_bid_in_pence = ?, bid_count = ?,
       winner_bidder_id = ?, winner_organization_id = ?, version = 5
     WHERE id = ?`,
    launchedOn,
    endsOn,
    price.highestBidInPence,
    price.bidCount,
    price.leader ? Number(price.leader.bidderId) : null,
    price.leader ? Number(price.leader.bidderOrganizationId) : null,
    draft.auctionId,
  );
  return draft.auctionId;
}

describe("auctions seeded into D1", () => {
  it("a live one continues its ledger in the room", async () => {
    const id = await seedLive(new Date(Date.now() + 2 * HOUR).toISOString(), [
      [buyer, 1500],
      [rival, 1200],
    ]);
    const next = await bid(rival, id, 2000);
    expect(next.body.data!.result).toEqual({ isHighestBid: true, proxyBidInPence: 155000, bidsLeft: 9997 });
    const rows = await worker.sql<{ seq: number }>("SELECT seq FROM bids WHERE auction_id = ? ORDER BY seq", id);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3]);
    const d = await worker.api<{ version: number; highestBidInPence: number }>("GET", `/auction/${id}`, {
      token: tokens.get(rival),
    });
    expect(d.body.data).toMatchObject({ version: 6, highestBidInPence: 155000 });
  });

  it("one whose end passed while nothing ran closes when the API next reads it", async () => {
    const id = await seedLive(new Date(Date.now() - 10 * 60_000).toISOString(), [
      [buyer, 1500],
      [rival, 1200],
    ]);
    const d = await worker.api<{ status: string; wonBidPriceInPence: number; isWinner: boolean }>(
      "GET",
      `/auction/${id}`,
      {
        token: tokens.get(buyer),
      },
    );
    expect(d.body.data).toMatchObject({ status: "SOLD", wonBidPriceInPence: 125000, isWinner: true });
    const fees = await worker.sql<{ kind: string }>(
      "SELECT kind FROM transactions WHERE auction_id = ? ORDER BY kind",
      id,
    );
    expect(fees.map((f) => f.kind)).toEqual(["BUYER_FEE", "SELLER_FEE"]);
  });
});
