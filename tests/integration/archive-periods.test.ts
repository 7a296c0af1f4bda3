// Archived slim rows in the archive period's D1 (issue 26, decision 0188): with ARCHIVE_DB bound, the
// archiver moves an archived auction's slim rows out of the primary, and a dealer's history pages,
// the archived detail and analytics answer exactly as before; ops and a relaunch bring it back.
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
import { createAdmin } from "../support/ops";
import { relaunchArchived } from "./archive-relaunch";
import type { CardPage } from "../../functions/contract/dto/auction-card";

const DAY = 24 * 60 * 60 * 1000;

let worker: TestWorker;
let period: D1Database;
let seller: MemberFixture;
let buyer: MemberFixture;
let admin: { token: string };
const tokens = new Map<MemberFixture, string>();

interface Closed {
  id: number;
  endsOn: string;
}

async function closedAuction(bid: number | null = 2000): Promise<Closed> {
  const live = await createLiveAuction(worker, seller);
  if (bid !== null) {
    const placed = await worker.api("POST", "/auction/bid", {
      token: tokens.get(buyer),
      body: { auctionId: live.auctionId, amountInPence: bid * 100 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const watched = await worker.api("PUT", `/auction/${live.auctionId}/watch`, { token: tokens.get(buyer) });
    expect(watched.status).toBe(200);
  }
  await setRoomClock(worker, live.auctionId, plusMs(live.endsOn, 60_000));
  return { id: live.auctionId, endsOn: live.endsOn };
}

type Run = { archived: number[]; moved: number[]; kept: { id: number; reason: string }[] };
async function archiveAt(atMs: number): Promise<Run> {
  const res = await worker.api<Run>("POST", "/test/archive/run", {
    body: { limit: 500 },
    headers: { "x-test-now": new Date(atMs).toISOString() },
  });
  expect(res.status).toBe(200);
  return res.body.data!;
}
const monthAfter = (a: Closed) => Date.parse(a.endsOn) + 31 * DAY;

/** Every page of both dealers' history that shows the auction (lists: its card only). */
async function history(a: Closed) {
  // Status and body only: headers carry a request id of their own.
  const answer = async (res: Promise<{ status: number; body: { data?: unknown } }>) => {
    const { status, body } = await res;
    return { status, body };
  };
  const get = (m: MemberFixture, path: string) => answer(worker.api("GET", path, { token: tokens.get(m) }));
  const post = (m: MemberFixture, path: string, body: unknown) =>
    answer(worker.api("POST", path, { token: tokens.get(m), body }));
  const since = new Date(Date.parse(a.endsOn) - 40 * DAY).toISOString().slice(0, 10);
  const card = async (answer: Promise<{ status: number; body: { data?: unknown } }>) => {
    const { status, body } = await answer;
    const page = body.data as CardPage;
    return { status, cards: page.content.filter((c) => c.id === a.id), total: page.totalElements };
  };
  return {
    sellerDetail: await get(seller, `/auction/my-auctions/${a.id}`),
    buyerDetail: await get(buyer, `/auction/${a.id}?with=priceGuide`),
    buyerBids: await get(buyer, `/auction/${a.id}/bids`),
    won: await card(post(buyer, "/auction/bids", { bidsSearchFilter: "WON" })),
    lost: await card(post(buyer, "/auction/bids", { bidsSearchFilter: "LOST" })),
    myVehicles: await card(post(seller, "/auction/my-auctions/search", {})),
    searched: await card(post(seller, "/auction/my-auctions/search", { criteria: { search: "Ford" } })),
    sellerTransactions: await post(seller, "/organization/transactions", {}),
    buyerTransactions: await post(buyer, "/organization/transactions", {}),
    sellerStatistics: await post(seller, "/account/statistic", { dateFrom: since }),
    buyerStatistics: await post(buyer, "/account/statistic", { dateFrom: since }),
  };
}

const inPrimary = async (id: number) =>
  (await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM auctions WHERE id = ?", id))[0].n;
const inPeriod = async (id: number) =>
  (await period.prepare("SELECT COUNT(*) AS n FROM auctions WHERE id = ?").bind(id).first<{ n: number }>())!.n;

beforeAll(async () => {
  worker = await startWorker({ archive: true });
  period = (await worker.mf.getD1Database("ARCHIVE_DB")) as unknown as D1Database;
  seller = await createMember(worker, await createOrganization(worker), {
    isSeller: true,
    isOwner: true,
    isTransactionAcceptor: true,
  });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true, isOwner: true });
  for (const m of [seller, buyer]) tokens.set(m, await signTokenFor(m));
  admin = await createAdmin(worker);
});
afterAll(() => worker?.dispose());

describe("an archived auction in the archive period", () => {
  let sold: Closed;
  let before: Awaited<ReturnType<typeof history>>;

  it("leaves the primary, and every history page and the detail answer as before", async () => {
    sold = await closedAuction();
    before = await history(sold);
    expect(before.won.cards).toHaveLength(1);
    expect(before.searched.cards).toHaveLength(1);
    const run = await archiveAt(monthAfter(sold));
    expect(run.archived).toContain(sold.id);
    expect(run.moved).toContain(sold.id);
    expect(await inPrimary(sold.id)).toBe(0);
    expect(await inPeriod(sold.id)).toBe(1);
    const left = await worker.sql<{ n: number }>(
      "SELECT (SELECT COUNT(*) FROM bid_summaries WHERE auction_id = ?1) + (SELECT COUNT(*) FROM watchlist WHERE auction_id = ?1) AS n",
      sold.id,
    );
    expect(left[0].n).toBe(0);
    expect(await history(sold)).toEqual(before);
    // Fees and transactions never move: they are still the primary's.
    const fees = await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM transactions WHERE auction_id = ?",
      sold.id,
    );
    expect(fees[0].n).toBeGreaterThan(0);
  });

  it("is moved once: a second run finds nothing to do", async () => {
    const again = await archiveAt(monthAfter(sold));
    expect(again.moved).not.toContain(sold.id);
    expect(again.kept).toEqual([]);
  });

  it("ops bring it back whole from the period, and it leaves the period", async () => {
    const res = await worker.api("POST", `/ops/auctions/${sold.id}/restoration`, { token: admin.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await inPeriod(sold.id)).toBe(0);
    const [rows] = await worker.sql<Record<string, number>>(
      `SELECT (SELECT COUNT(*) FROM vehicle_media WHERE vehicle_id = a.vehicle_id) AS media,
         (SELECT COUNT(*) FROM bids WHERE auction_id = a.id) AS bids,
         (SELECT COUNT(*) FROM watchlist WHERE auction_id = a.id) AS watches, a.archived_on IS NULL AS live
       FROM auctions a WHERE a.id = ?`,
      sold.id,
    );
    expect(rows).toEqual({ media: 12, bids: 1, watches: 1, live: 1 });
    expect(await history(sold)).toEqual(before);
  });

  it("a seller relaunching a moved auction gets it back first, with every photo", async () => {
    const ended = await closedAuction(null);
    expect((await archiveAt(monthAfter(ended))).moved).toContain(ended.id);
    expect(await relaunchArchived(worker, tokens.get(seller), ended.id)).toBe("PUBLISHED");
    expect(await inPeriod(ended.id)).toBe(0);
    const [media] = await worker.sql<{ n: number }>(
      "SELECT COUNT(*) AS n FROM vehicle_media WHERE vehicle_id = (SELECT vehicle_id FROM auctions WHERE id = ?)",
      ended.id,
    );
    expect(media.n).toBe(12);
  });
});

describe("a move or restore cut short", () => {
  it("shows an auction found in both places once, and the next run moves it again", async () => {
    const a = await closedAuction();
    const before = await history(a);
    expect((await archiveAt(monthAfter(a))).moved).toContain(a.id);
    // As a restore that stopped after putting the rows back and before clearing the period leaves it.
    const [auction] = (await period.prepare("SELECT * FROM auctions WHERE id = ?").bind(a.id).all()).results;
    const copies: [string, string, unknown][] = [
      ["vehicles", "id", auction.vehicle_id],
      ["auctions", "id", a.id],
      ["vehicle_media", "vehicle_id", auction.vehicle_id],
      ["bid_summaries", "auction_id", a.id],
      ["watchlist", "auction_id", a.id],
    ];
    for (const [table, key, value] of copies) {
      const { results } = await period.prepare(`SELECT * FROM ${table} WHERE ${key} = ?`).bind(value).all();
      for (const row of results) {
        const columns = Object.keys(row);
        await worker.sql(
          `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
          ...columns.map((c) => row[c]),
        );
      }
    }
    expect([await inPrimary(a.id), await inPeriod(a.id)]).toEqual([1, 1]);
    // Lists and pages show it once; analytics would count it twice until the next run (decision 0188).
    const noCounts = { sellerStatistics: null, buyerStatistics: null };
    expect({ ...(await history(a)), ...noCounts }).toEqual({ ...before, ...noCounts });
    expect((await archiveAt(monthAfter(a))).moved).toContain(a.id);
    expect([await inPrimary(a.id), await inPeriod(a.id)]).toEqual([0, 1]);
    expect(await history(a)).toEqual(before);
  });
});
