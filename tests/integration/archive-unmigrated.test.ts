// An archive period bound without its tables (a server started without the archive's migrations,
// decision 0188) holds nothing, so a dealer's pages answer from the primary alone: never a 500, and
// never an empty list where the primary has the dealer's auctions. Once its migrations are applied,
// reads use it again without a restart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationStatements, startWorker, type TestWorker } from "../support/worker";
import { Browser } from "../support/browser";
import { testPasswordHash, TEST_PASSWORD } from "../support/members";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";

let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;
let auctionId: number;

async function signedIn(member: MemberFixture): Promise<Browser> {
  const browser = new Browser(() => worker, { cookie: "cookie-policy=accepted; buyer-fee-notice=dismissed" });
  expect((await browser.post("/login", { email: member.email, password: TEST_PASSWORD })).status).toBe(302);
  return browser;
}

beforeAll(async () => {
  worker = await startWorker({ archive: "unmigrated" });
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true, isOwner: true });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true, isOwner: true });
  await worker.sql(
    "UPDATE members SET password_hash = ? WHERE id IN (?, ?)",
    await testPasswordHash(),
    seller.id,
    buyer.id,
  );
  auctionId = (await createLiveAuction(worker, seller)).auctionId;
  const bid = await worker.api("POST", "/auction/bid", {
    token: await signTokenFor(buyer),
    body: { auctionId, amountInPence: 2_000_00 },
  });
  expect(bid.status, JSON.stringify(bid.body)).toBe(200);
});
afterAll(() => worker?.dispose());

/** The API answers a dealer's history reads from, each with its status and whether it lists the auction. */
async function apiReads() {
  const [sellerToken, buyerToken] = [await signTokenFor(seller), await signTokenFor(buyer)];
  const listed = async (token: string, path: string, body: unknown) => {
    const res = await worker.api<{ content: { id: number }[] }>("POST", path, { token, body });
    return { status: res.status, listed: res.body.data?.content.some((c) => c.id === auctionId) ?? false };
  };
  const status = async (token: string, method: string, path: string, body?: unknown) =>
    (await worker.api(method, path, { token, body })).status;
  return {
    myVehicles: await listed(sellerToken, "/auction/my-auctions/search", {}),
    myBids: await listed(buyerToken, "/auction/bids", { bidsSearchFilter: "PLACED_BIDS" }),
    statistics: await status(sellerToken, "POST", "/account/statistic", { dateFrom: "2020-01-01" }),
    detail: await status(buyerToken, "GET", `/auction/${auctionId}?with=priceGuide,motHistory`),
    priceGuide: await status(buyerToken, "GET", `/auction/${auctionId}/price-guide`),
    unknownAuction: await status(buyerToken, "GET", "/auction/99999999"),
  };
}

const expected = {
  myVehicles: { status: 200, listed: true },
  myBids: { status: 200, listed: true },
  statistics: 200,
  detail: 200,
  priceGuide: 200,
  unknownAuction: 404,
};

describe("an archive period whose migrations were never applied", () => {
  it("leaves the API's history reads to the primary: lists with the dealer's auctions, no 500", async () => {
    expect(await apiReads()).toEqual(expected);
  });

  it("renders the dealer's pages with their cards, not an error in the empty state", async () => {
    const asSeller = await signedIn(seller);
    for (const path of ["/my-vehicles", "/dashboard"]) {
      const res = await asSeller.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(`/my-vehicles/${auctionId}`);
    }
    expect((await asSeller.request("/analytics")).status).toBe(200);
    const asBuyer = await signedIn(buyer);
    const bids = await asBuyer.request("/my-bids");
    expect(bids.status).toBe(200);
    expect(await bids.text()).toContain(`/my-bids/${auctionId}`);
    expect((await asBuyer.request(`/auction/${auctionId}`)).status).toBe(200);
    expect((await asBuyer.request("/auction/99999999")).status).toBe(404);
  });

  it("reads the period again once it is migrated, without a restart", async () => {
    const archive = (await worker.mf.getD1Database("ARCHIVE_DB")) as unknown as D1Database;
    await archive.batch(migrationStatements("functions/db/archive-migrations").map((s) => archive.prepare(s)));
    const moved = await copyIntoPeriod(archive, auctionId, auctionId + 1000);
    const list = await worker.api<{ content: { id: number }[] }>("POST", "/auction/my-auctions/search", {
      token: await signTokenFor(seller),
      body: {},
    });
    expect(list.status).toBe(200);
    expect(list.body.data?.content.map((c) => c.id).sort()).toEqual([auctionId, moved].sort());
  });
});

/** The auction's slim rows copied into the period under id `as` (the columns the period keeps). */
async function copyIntoPeriod(period: D1Database, id: number, as: number): Promise<number> {
  const [auction] = await worker.sql<Record<string, unknown>>("SELECT * FROM auctions WHERE id = ?", id);
  const [vehicle] = await worker.sql<Record<string, unknown>>(
    "SELECT * FROM vehicles WHERE id = ?",
    auction.vehicle_id,
  );
  const rows: [string, Record<string, unknown>][] = [
    ["vehicle_makes", (await worker.sql("SELECT * FROM vehicle_makes WHERE id = ?", vehicle.make_id))[0]],
    ["vehicle_models", (await worker.sql("SELECT * FROM vehicle_models WHERE id = ?", vehicle.model_id))[0]],
    ["vehicles", vehicle],
    ["auctions", { ...auction, id: as }],
  ];
  for (const [table, row] of rows) {
    const { results } = await period.prepare(`SELECT name FROM pragma_table_info('${table}')`).all<{ name: string }>();
    const columns = results.map((r) => r.name).filter((c) => c in row);
    const sql = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
    await period
      .prepare(sql)
      .bind(...columns.map((c) => row[c]))
      .run();
  }
  return as;
}
