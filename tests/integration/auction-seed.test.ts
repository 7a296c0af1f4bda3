// The demo seeder (scripts/seed/demo-auctions.mjs) against a fresh D1 and R2: every status is there,
// every seeded ledger is what the bidding rules give, the pictures are real PNGs, and the seeded
// auctions work through the API (their rooms adopt them from D1).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { signTokenFor, type MemberFixture } from "../support/fixtures";
import { seedAuctions, seedPastSales } from "../../scripts/seed/demo-auctions.mjs";
import { seedBooks } from "../../scripts/seed/books";
import { GUIDE_SALES_PER_CAR, GUIDED_LISTINGS, seedGuideSales } from "../../scripts/seed/guide-sales.mjs";
import type { PriceGuide } from "../../functions/contract/price-guide";
import { auctionPrice, emptyBiddingState, placeBid, type BiddingState } from "../../functions/contract/bidding-rules";
import type { AuctionType } from "../../functions/contract/auctions";
import { buyNowOpenSql } from "../../functions/contract/buy-now";

let worker: TestWorker;
const members: Record<string, { id: number; organizationId: number }> = {};
const organizations: Record<string, number> = {};
const locations: Record<string, number[]> = {};
const makes: { id: number; name: string; models: { id: number; name: string }[] }[] = [];

const DEMO: [
  org: string,
  group: boolean,
  emails: [string, { isOwner?: boolean; isBuyer?: boolean; isSeller?: boolean }][],
][] = [
  [
    "northfield",
    true,
    [
      ["owner@northfield.test", { isOwner: true, isBuyer: true, isSeller: true }],
      ["seller@northfield.test", { isSeller: true }],
      ["buyer@northfield.test", { isBuyer: true }],
    ],
  ],
  ["hilltop", true, [["owner@hilltop.test", { isOwner: true, isBuyer: true, isSeller: true }]]],
  [
    "riverside",
    false,
    [
      ["owner@riverside.test", { isOwner: true, isBuyer: true, isSeller: true }],
      ["buyer@riverside.test", { isBuyer: true }],
    ],
  ],
];

async function insert(query: string, ...params: unknown[]): Promise<number> {
  return (await worker.sql<{ id: number }>(`${query} RETURNING id`, ...params))[0].id;
}

beforeAll(async () => {
  worker = await startWorker();
  const group = await insert("INSERT INTO organization_groups (name) VALUES ('Northfield Group')");
  const postcode = await insert("INSERT INTO postal_codes (postcode) VALUES ('LS1 4AP')");
  for (const [key, grouped, people] of DEMO) {
    const org = await insert(
      "INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type, group_id) VALUES (?, ?, ?, 'FRANCHISED_DEALER', ?)",
      `${key} Ltd`,
      key,
      `GB-${key}`,
      grouped ? group : null,
    );
    organizations[key] = org;
    locations[key] = [
      await insert(
        "INSERT INTO locations (organization_id, postal_code_id, address, city, county, is_main) VALUES (?, ?, '1 High St', 'Leeds', 'West Yorkshire', 1)",
        org,
        postcode,
      ),
    ];
    for (const [email, roles] of people) {
      const id = await insert(
        "INSERT INTO members (organization_id, email, password_hash, first_name, last_name, is_owner, is_buyer, is_seller, status) VALUES (?, ?, 'x', 'Demo', 'Person', ?, ?, ?, 'ACTIVE')",
        org,
        email,
        roles.isOwner ? 1 : 0,
        roles.isBuyer ? 1 : 0,
        roles.isSeller ? 1 : 0,
      );
      members[email] = { id, organizationId: org };
    }
  }
  const catalogue = JSON.parse(readFileSync("scripts/seed-data/makes.json", "utf8")) as {
    name: string;
    slug: string;
    models: string[];
  }[];
  for (const make of catalogue) {
    const id = await insert("INSERT INTO vehicle_makes (name, slug) VALUES (?, ?)", make.name, make.slug);
    const models = [];
    for (const name of make.models.slice(0, 8))
      models.push({ id: await insert("INSERT INTO vehicle_models (make_id, name) VALUES (?, ?)", id, name), name });
    makes.push({ id, name: make.name, models });
  }
}, 120_000);
afterAll(() => worker?.dispose());

interface Row {
  id: number;
  status: string;
  type: AuctionType | null;
  minimum_price_in_pence: number | null;
  ends_on: string | null;
  launch_count: number;
  organization_id: number;
  highest_bid_in_pence: number | null;
  bid_count: number;
  winner_bidder_id: number | null;
  publish_target: string;
  sale_method: string | null;
  buy_now_price_in_pence: number | null;
}

/** What the seeders take: this file's D1 and R2 and the demo accounts made above. */
const seedContext = async () => ({
  db: await worker.db(),
  media: await worker.mf.getR2Bucket("MEDIA"),
  now: new Date(),
  members,
  organizations,
  locations,
  makes,
});

/** The demo's riverside buyer, to call the API as. */
const demoBuyer = (): MemberFixture => ({
  ...members["buyer@riverside.test"],
  email: "buyer@riverside.test",
  firstName: "",
  lastName: "",
  isOwner: false,
  isBuyer: true,
  isSeller: false,
  isTransactionAcceptor: false,
});

describe("demo seeder", () => {
  it("seeds every status with ledgers the rules agree with", { timeout: 120_000 }, async () => {
    const ctx = await seedContext();
    const result = await seedAuctions(ctx, {});
    expect(result.byStatus).toMatchObject({
      PUBLISHED: 44,
      DRAFT: 3,
      ENDED: 2,
      CANCELLED: 2,
      TO_ACCEPT: 2,
      WAITING: 2,
      SOLD: 5,
      REJECTED: 2,
    });

    const rows = await worker.sql<Row>("SELECT * FROM auctions ORDER BY id");
    const live = rows.filter((r) => r.status === "PUBLISHED").map((r) => Date.parse(r.ends_on!) - Date.now());
    expect(Math.min(...live)).toBeGreaterThan(15 * 60_000);
    expect(Math.max(...live)).toBeLessThanOrEqual(7 * 24 * 3600_000);
    let battles = 0;
    for (const row of rows) {
      const bids = await worker.sql<{
        id: string;
        seq: number;
        bidder_id: number;
        bidder_organization_id: number;
        amount_in_pence: number;
        created_on: string;
      }>("SELECT * FROM bids WHERE auction_id = ? ORDER BY seq", row.id);
      let state: BiddingState = emptyBiddingState();
      const pricing = {
        type: row.type ?? ("TRYING_TO_DEAL" as const),
        minimumPriceInPence: row.minimum_price_in_pence,
      };
      for (const b of bids) {
        const at = Date.parse(b.created_on);
        const out = placeBid(
          state,
          {
            bidId: b.id,
            bidderId: String(b.bidder_id),
            bidderOrganizationId: String(b.bidder_organization_id),
            amountInPence: b.amount_in_pence,
            at,
          },
          {
            ...pricing,
            status: "PUBLISHED",
            endsOnMs: Date.parse(row.ends_on!),
          },
          at,
        );
        expect(out.ok, `auction ${row.id} bid ${b.seq}`).toBe(true);
        if (out.ok) state = out.state;
      }
      const price = auctionPrice(state, pricing);
      expect([row.highest_bid_in_pence, row.bid_count]).toEqual([price.highestBidInPence, price.bidCount]);
      // A Buy Now sale's winner is its taker, whatever the bids were (decision 0136).
      const byBids = row.sale_method === null;
      if (["PUBLISHED", "SOLD", "TO_ACCEPT", "WAITING", "REJECTED"].includes(row.status) && price.leader && byBids) {
        expect(row.winner_bidder_id).toBe(Number(price.leader.bidderId));
      }
      if (["TO_ACCEPT", "WAITING", "REJECTED", "SOLD"].includes(row.status)) expect(row.bid_count).toBeGreaterThan(0);
      if (row.status === "PUBLISHED" && new Set(bids.map((b) => b.bidder_organization_id)).size > 1) battles++;
    }
    expect(battles).toBeGreaterThan(10);
    // Buy Now in the demo: open prices on live auctions, and one sale made with it.
    const open = await worker.sql<{ n: number }>(
      `SELECT COUNT(*) AS n FROM auctions a WHERE a.status = 'PUBLISHED' AND ${buyNowOpenSql()}`,
    );
    expect(open[0].n).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.sale_method === "BUY_NOW").map((r) => r.status)).toEqual(["SOLD"]);

    // 6 colours x 12 perspectives; interiors that do not show the body colour share one key.
    const keys = await worker.sql<{ r2_key: string }>("SELECT DISTINCT r2_key FROM vehicle_media");
    expect(keys.length).toBeGreaterThan(50);
    const perVehicle = await worker.sql<{ n: number }>(
      "SELECT COUNT(DISTINCT perspective) AS n FROM vehicle_media GROUP BY vehicle_id",
    );
    expect(new Set(perVehicle.map((r) => r.n))).toEqual(new Set([12]));
    const object = await (await worker.mf.getR2Bucket("MEDIA")).get(keys[0].r2_key);
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    expect(object!.httpMetadata?.contentType).toBe("image/png");
  });

  it("seeded auctions work through the API", async () => {
    const buyer = demoBuyer();
    const token = await signTokenFor(buyer);
    const [target] = await worker.sql<{ id: number }>(
      "SELECT id FROM auctions WHERE status = 'PUBLISHED' AND publish_target = 'EVERYWHERE' AND organization_id != ? ORDER BY bid_count DESC LIMIT 1",
      buyer.organizationId,
    );
    const detail = await worker.api<{
      bidCount: number;
      minimumBidInPence: number;
      vehicle: { vehicleMedia: { photos: unknown[] } };
    }>("GET", `/auction/${target.id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.data!.vehicle.vehicleMedia.photos).toHaveLength(12);
    const bid = await worker.api<{ result: { bidsLeft: number } }>("POST", "/auction/bid", {
      token,
      body: { auctionId: target.id, amountInPence: detail.body.data!.minimumBidInPence + 100000 },
    });
    expect(bid.status).toBe(200);
    expect(bid.body.data!.result.bidsLeft).toBe(10000 - detail.body.data!.bidCount - 1);
  });

  it("gives the longest-running demo auctions enough sales for a price guide", { timeout: 120_000 }, async () => {
    const ctx = await seedContext();
    expect(await seedGuideSales(ctx)).toBe(GUIDED_LISTINGS.length * GUIDE_SALES_PER_CAR);
    const token = await signTokenFor(demoBuyer());
    const guided = await worker.sql<{ id: number }>(
      "SELECT id FROM auctions WHERE status = 'PUBLISHED' ORDER BY ends_on DESC LIMIT ?",
      GUIDED_LISTINGS.length,
    );
    for (const { id } of guided) {
      const answer = await worker.api<PriceGuide | null>("GET", `/auction/${id}/price-guide`, { token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data?.count, `auction ${id}`).toBeGreaterThanOrEqual(5);
    }
  });

  it("bulk-inserts live auctions for benchmarks", { timeout: 120_000 }, async () => {
    const before = (await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM auctions WHERE status = 'PUBLISHED'"))[0]
      .n;
    const ctx = await seedContext();
    await seedAuctions(ctx, { count: 500 });
    const after = (await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM auctions WHERE status = 'PUBLISHED'"))[0]
      .n;
    expect(after - before).toBe(500);
    const photos = await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM vehicle_media m JOIN auctions a ON a.vehicle_id = m.vehicle_id WHERE a.id > (SELECT MAX(id) - 500 FROM auctions)",
    );
    expect(photos[0].n).toBe(500 * 12);
  });

  it(
    "gives the books months of past sales, their fees and gapless monthly invoices",
    { timeout: 120_000 },
    async () => {
      const ctx = await seedContext();
      expect(await seedPastSales(ctx)).toBe(16);
      const books = await seedBooks(ctx.db, Object.values(organizations), ctx.now);
      const sold = await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM auctions WHERE status = 'SOLD'");
      const fees = await worker.sql<{ kind: string; n: number }>(
        "SELECT kind, COUNT(*) AS n FROM transactions GROUP BY kind ORDER BY kind",
      );
      expect(fees).toEqual([
        { kind: "BUYER_FEE", n: sold[0].n },
        { kind: "SELLER_FEE", n: sold[0].n },
      ]);
      expect(books.invoices).toBeGreaterThanOrEqual(6);
      const invoices = await worker.sql<{ sequence: number; net: number; vat: number; gross: number }>(
        `SELECT sequence, net_amount_in_pence AS net, vat_amount_in_pence AS vat, total_amount_in_pence AS gross
       FROM invoices ORDER BY sequence`,
      );
      expect(invoices.map((i) => i.sequence)).toEqual(invoices.map((_, k) => k + 1));
      for (const i of invoices) expect(i.gross).toBe(i.net + i.vat);
      // Only this month's fees wait for next month's invoice.
      const open = await worker.sql<{ n: number }>(
        "SELECT COUNT(*) AS n FROM transactions t WHERE NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.transaction_id = t.id)",
      );
      expect(open[0].n).toBeGreaterThan(0);
      expect(open[0].n).toBeLessThan(sold[0].n * 2);
    },
  );
});
