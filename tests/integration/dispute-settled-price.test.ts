// A partly upheld dispute settles the sale at a lower price (decision 0255): from the decision on,
// every reader of the sale price gives the settled one (both parties' lists, the detail, analytics,
// the price guide), a later write-through of the room's own state does not undo it, and no other
// organisation learns of the dispute.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createAdmin } from "../support/ops";
import { comparableSales, disputeCalls } from "../support/disputes";
import {
  createDraftAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { loadAuctionFromD1 } from "../../functions/auctions/room/room-load";
import { writeThroughStatements } from "../../functions/auctions/room/write-through";
import type { AuctionCard } from "../../functions/contract/dto/auction-card";
import type { OrganizationStatisticsDto } from "../../functions/contract/dto/books";

let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;
let other: MemberFixture;
let admin: string;
let calls: ReturnType<typeof disputeCalls>;
let auctionId: number;
let referenceId: number;
const tokens = new Map<MemberFixture, string>();

const SOLD = 1_200_000;
const SETTLED = 1_150_000;

const cardOf = async (m: MemberFixture, path: string, body: object) => {
  const page = await calls.call<{ content: AuctionCard[] }>(m, "POST", path, body);
  expect(page.status).toBe(200);
  return page.body.data!.content.find((c) => c.id === auctionId) ?? null;
};
const sellerCard = () => cardOf(seller, "/auction/my-auctions/search", { criteria: { status: "SOLD" } });
const buyerCard = () => cardOf(buyer, "/auction/bids", { bidsSearchFilter: "WON" });
const guide = async () =>
  (
    await calls.call<{ count: number; highInPence: number } | null>(
      seller,
      "GET",
      `/auction/${referenceId}/price-guide`,
    )
  ).body.data;
const saleValue = async (m: MemberFixture) => {
  // A week either side of today (the chart has at most 400 days).
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const stats = await calls.call<OrganizationStatisticsDto>(m, "POST", "/account/statistic", {
    dateFrom: day(-7),
    dateTo: day(7),
  });
  expect(stats.status).toBe(200);
  return stats.body.data!.daily.reduce((sum, d) => sum + d.saleValueInPence, 0);
};

beforeAll(async () => {
  worker = await startWorker();
  const member = async (roles: Partial<Record<"isOwner" | "isBuyer" | "isSeller", boolean>>) => {
    const m = await createMember(worker, await createOrganization(worker), roles);
    tokens.set(m, await signTokenFor(m));
    return m;
  };
  seller = await member({ isSeller: true, isOwner: true });
  buyer = await member({ isBuyer: true, isOwner: true });
  other = await member({ isOwner: true, isBuyer: true, isSeller: true });
  admin = (await createAdmin(worker)).token;
  calls = disputeCalls(worker, tokens);
  // Five comparable sales by another organisation, all below the disputed one, so the guide's high
  // end is the disputed sale's price.
  referenceId = (await createDraftAuction(worker, seller, { photos: 0 })).auctionId;
  await comparableSales(worker, other, [1_000_000, 1_010_000, 1_020_000, 1_030_000, 1_040_000]);
  auctionId = (await calls.sale(seller, buyer, SOLD / 100)).id;
});
afterAll(() => worker?.dispose());

describe("a partly upheld dispute's price", () => {
  it("is the sale price everywhere once ops decide PARTIAL", async () => {
    expect((await sellerCard())?.wonBidPriceInPence).toBe(SOLD);
    expect((await guide())?.highInPence).toBe(SOLD);
    expect(await saleValue(seller)).toBe(SOLD);

    const disputeId = await calls.raise(buyer, auctionId);
    const decided = await calls.call(admin, "POST", `/ops/disputes/${disputeId}/decision`, {
      outcome: "PARTIAL",
      adjustmentInPence: SOLD - SETTLED,
    });
    expect(decided.status).toBe(200);

    // The seller's My Vehicles card and the buyer's My Bids card.
    expect(await sellerCard()).toMatchObject({ wonBidPriceInPence: SETTLED, disputeStatus: "PARTIAL" });
    expect(await buyerCard()).toMatchObject({
      wonBidPriceInPence: SETTLED,
      disputeStatus: "PARTIAL",
      statusBar: { label: "Won", message: "Sold at the agreed price of £11,500" },
    });
    // The detail, as the buyer and as the seller, with its dispute line.
    const buyerDetail = await calls.call<{ wonBidPriceInPence: number; bidStatusMessage: string }>(
      buyer,
      "GET",
      `/auction/${auctionId}`,
    );
    expect(buyerDetail.body.data).toMatchObject({
      wonBidPriceInPence: SETTLED,
      bidStatusMessage: "Sold at the agreed price of £11,500",
      // The web app words its own status bar from this, so a settled price is an agreed one.
      saleMethod: "COUNTER_OFFER",
      dispute: { status: "PARTIAL", statusLabel: "Dispute settled: price adjusted to £11,500" },
    });
    const sellerDetail = await calls.call(seller, "GET", `/auction/my-auctions/${auctionId}`);
    expect(sellerDetail.body.data).toMatchObject({ wonBidPriceInPence: SETTLED });
    // Analytics' sale value and the price guide.
    expect(await saleValue(seller)).toBe(SETTLED);
    expect(await guide()).toMatchObject({ count: 6, highInPence: SETTLED });
  });

  it("survives the room writing its own SOLD state through again", async () => {
    const db = await worker.db();
    const loaded = (await loadAuctionFromD1(db, auctionId))!;
    // The room's state still holds the price it sold at; a retried drain writes it as it is.
    expect(loaded.auction.wonBidPriceInPence).toBe(SOLD);
    const [row] = await worker.sql<{ highest: number; bids: number }>(
      "SELECT highest_bid_in_pence AS highest, bid_count AS bids FROM auctions WHERE id = ?",
      auctionId,
    );
    const price = { highestBidInPence: row.highest, bidCount: row.bids, leader: null, orgMaxima: {} };
    await db.batch(writeThroughStatements(db, { auction: loaded.auction, price, newEntries: [] }));
    expect(await sellerCard()).toMatchObject({ wonBidPriceInPence: SETTLED });
    expect((await guide())?.highInPence).toBe(SETTLED);
  });

  it("tells no other organisation of the dispute", async () => {
    const seen = await calls.call<{ dispute: unknown }>(other, "GET", `/auction/${auctionId}`);
    if (seen.status === 200) expect(seen.body.data!.dispute).toBeNull();
    else expect(seen.status).toBe(404);
    expect((await calls.call(other, "GET", `/auction/${auctionId}/dispute`)).status).toBe(404);
    expect(await cardOf(other, "/auction/my-auctions/search", {})).toBeNull();
    expect(await cardOf(other, "/auction/bids", { bidsSearchFilter: "WON" })).toBeNull();
    // Its own analytics count only its own five sales.
    expect(await saleValue(other)).toBe(5_100_000);
  });
});
