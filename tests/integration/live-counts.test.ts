// Live Auctions' totals and make counts come from the isolate's memo while the list generation stands
// (decision 0264): every change that moves a count must bump it, and a skipped count is really skipped.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createGroup, createLiveAuction, createMember, createOrganization, signTokenFor } from "../support/fixtures";
import type { MemberFixture } from "../support/fixtures";
import type { CardPage, MakeCount } from "../../functions/contract/dto/auction-card";
import { TEST_NOW_HEADER } from "../../functions/contract/test-clock";
import { countStatement, textSearch, visibleLiveWhere } from "../../functions/auctions/read/card-query";
import { makeCountsStatement } from "../../functions/auctions/read/make-counts";
import { SqlParams } from "../../functions/auctions/read/sql-params";

let worker: TestWorker;
let seller: MemberFixture;
let outsider: MemberFixture;
let insider: MemberFixture;
let group: number;

type Counted = CardPage & { aggregation: MakeCount[] };
async function counts(m: MemberFixture, body: Record<string, unknown> = {}, now?: number) {
  const res = await worker.api<Counted>("POST", "/auction/search", {
    token: await signTokenFor(m),
    body: { includeAggregation: true, ...body },
    headers: now === undefined ? {} : { [TEST_NOW_HEADER]: new Date(now).toISOString() },
  });
  expect(res.status).toBe(200);
  const makes = Object.fromEntries(res.body.data!.aggregation.map((a) => [a.make, a.count]));
  return { total: res.body.data!.totalElements, makes };
}
const anonymousMakes = async () =>
  (await worker.api<{ aggregation: MakeCount[] }>("GET", "/auction/aggregation")).body.data!.aggregation;
const generation = async () => (await worker.sql<{ n: number }>("SELECT n FROM list_generation"))[0].n;

beforeAll(async () => {
  worker = await startWorker();
  group = await createGroup(worker);
  seller = await createMember(worker, await createOrganization(worker, { groupId: group }), { isSeller: true });
  outsider = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  insider = await createMember(worker, await createOrganization(worker, { groupId: group }), { isBuyer: true });
});
afterAll(() => worker?.dispose());

describe("live counts", () => {
  it("follow a launch, a change of reach, a group and a close at once", async () => {
    expect(await counts(outsider)).toEqual({ total: 0, makes: {} });
    const first = await createLiveAuction(worker, seller, { timeOption: 60 });
    expect(await counts(outsider)).toEqual({ total: 1, makes: { Ford: 1 } });
    expect(await anonymousMakes()).toMatchObject([{ make: "Ford", count: 1 }]);

    await worker.sql(
      "UPDATE auctions SET publish_target = 'GROUP_ONLY', group_id = ? WHERE id = ?",
      group,
      first.auctionId,
    );
    expect(await counts(outsider)).toEqual({ total: 0, makes: {} });
    expect(await counts(insider)).toEqual({ total: 1, makes: { Ford: 1 } });
    // The outsider leading it (as a sale's winner would) makes it theirs to see.
    await worker.sql(
      "UPDATE auctions SET winner_organization_id = ? WHERE id = ?",
      outsider.organizationId,
      first.auctionId,
    );
    expect((await counts(outsider)).total).toBe(1);
    await worker.sql("UPDATE auctions SET winner_organization_id = NULL WHERE id = ?", first.auctionId);

    await worker.sql("UPDATE organizations SET group_id = NULL WHERE id = ?", insider.organizationId);
    expect((await counts(insider)).total).toBe(0);
    await worker.sql("UPDATE organizations SET group_id = ? WHERE id = ?", group, insider.organizationId);
    expect((await counts(insider)).total).toBe(1);

    await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", first.auctionId);
    expect(await counts(insider)).toEqual({ total: 0, makes: {} });
  });

  it("follow a make's name and a vehicle's text, for the make filter and the text search", async () => {
    const live = await createLiveAuction(worker, seller, { timeOption: 180 });
    expect((await counts(outsider, { search: "focus" })).total).toBe(1);
    await worker.sql("UPDATE vehicles SET model_id = NULL, derivative = 'Puma ST' WHERE id = ?", live.vehicleId);
    expect((await counts(outsider, { search: "focus" })).total).toBe(0);
    expect((await counts(outsider, { search: "puma" })).total).toBe(1);
    await worker.sql("UPDATE vehicle_makes SET name = 'Ford Motor' WHERE name = 'Ford'");
    expect((await counts(outsider)).makes).toEqual({ "Ford Motor": 1 });
    await worker.sql("UPDATE vehicle_makes SET name = 'Ford' WHERE name = 'Ford Motor'");
    await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", live.auctionId);
  });

  it("drop an auction when its end passes, with no write to tell them", async () => {
    const live = await createLiveAuction(worker, seller, { timeOption: 60 });
    const ends = Date.parse(live.endsOn);
    expect((await counts(outsider, {}, ends - 1000)).total).toBe(1);
    expect(await counts(outsider, {}, ends + 1000)).toEqual({ total: 0, makes: {} });
    await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", live.auctionId);
  });

  it("are not counted again while the generation stands: a forged generation shows the remembered answer", async () => {
    const live = await createLiveAuction(worker, seller, { timeOption: 60 });
    expect((await counts(outsider)).total).toBe(1);
    const before = await generation();
    await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", live.auctionId);
    expect(await generation()).toBe(before + 1);
    // Put the generation back: the memo cannot tell, so SQLite skips the counts and the old answer shows.
    await worker.sql("UPDATE list_generation SET n = ?", before);
    expect(await counts(outsider)).toEqual({ total: 1, makes: { Ford: 1 } });
    await worker.sql("UPDATE list_generation SET n = ?", before + 2);
    expect(await counts(outsider)).toEqual({ total: 0, makes: {} });
  });

  it("are skipped by SQLite before it reads any auction: rows read do not grow with the live list", async () => {
    const db = await worker.db();
    const now = new Date().toISOString();
    const org = outsider.organizationId;
    // D1's rows_read of the text search's total and of the make counts, counted or skipped.
    // The text search's total by either statement: Live Auctions' own (its MATCH placeholder given,
    // decision 0271) and the plain conditions other lists use.
    const rowsRead = async (knownGeneration: number) => {
      const recount = { key: "rows-read", known: undefined, knownGeneration };
      const totals = [];
      for (const planned of [true, false]) {
        const p = new SqlParams();
        const text = textSearch("focus", p);
        const where = visibleLiveWhere(p, now, p.add(org)) + text.sql;
        const textMatch = planned ? text.match : null;
        const count = countStatement({ where, params: p, orderBy: "a.id", offset: 0, limit: 10, recount, textMatch });
        totals.push(
          await db
            .prepare(count.sql)
            .bind(...count.values)
            .all<{ n: number }>(),
        );
      }
      const makes = await makeCountsStatement(db, now, org, recount).all();
      const [n, plainN] = totals.map((t) => t.results[0]!.n);
      expect(n).toBe(plainN);
      return { n, total: totals[0]!.meta.rows_read, plain: totals[1]!.meta.rows_read, makes: makes.meta.rows_read };
    };
    const live = [];
    for (let i = 0; i < 2; i++) live.push(await createLiveAuction(worker, seller, { timeOption: 60 }));
    const skippedBefore = await rowsRead(await generation());
    const countedBefore = await rowsRead(-1);
    for (let i = 0; i < 4; i++) live.push(await createLiveAuction(worker, seller, { timeOption: 60 }));
    const skippedAfter = await rowsRead(await generation());
    const countedAfter = await rowsRead(-1);
    expect([countedBefore.n, countedAfter.n]).toEqual([2, 6]);
    expect(countedAfter.total - countedBefore.total).toBeGreaterThanOrEqual(4);
    expect(countedAfter.plain - countedBefore.plain).toBeGreaterThanOrEqual(4);
    expect(countedAfter.makes - countedBefore.makes).toBeGreaterThanOrEqual(4);
    // Skipped, both read only the generation, however many auctions are live.
    expect(skippedAfter).toEqual(skippedBefore);
    expect(skippedAfter.total).toBeLessThan(countedBefore.total);
    expect(skippedAfter.plain).toBeLessThan(countedBefore.plain);
    expect(skippedAfter.makes).toBeLessThan(countedBefore.makes);
    expect(skippedAfter.n).toBe(0);
    for (const auction of live)
      await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", auction.auctionId);
  });

  it("keep the number of PUBLISHED auctions exact through launches, ends, relaunches and deletes", async () => {
    const published = async () => {
      const [kept] = await worker.sql<{ n: number }>("SELECT published AS n FROM list_generation WHERE id = 1");
      const [counted] = await worker.sql<{ n: number }>(
        "SELECT COUNT(*) AS n FROM auctions WHERE status = 'PUBLISHED'",
      );
      expect(kept!.n).toBe(counted!.n);
      return kept!.n;
    };
    const start = await published();
    const a = await createLiveAuction(worker, seller, { timeOption: 60 });
    const b = await createLiveAuction(worker, seller, { timeOption: 60 });
    expect(await published()).toBe(start + 2);
    await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", a.auctionId);
    // A write that leaves the status as it is, and one between two other statuses, change nothing.
    await worker.sql("UPDATE auctions SET status = 'PUBLISHED', bid_count = 1 WHERE id = ?", b.auctionId);
    await worker.sql("UPDATE auctions SET status = 'CANCELLED' WHERE id = ?", a.auctionId);
    expect(await published()).toBe(start + 1);
    await worker.sql("UPDATE auctions SET status = 'PUBLISHED' WHERE id = ?", a.auctionId);
    expect(await published()).toBe(start + 2);
    await worker.sql("DELETE FROM bids WHERE auction_id = ?", b.auctionId);
    await worker.sql("DELETE FROM auctions WHERE id = ?", b.auctionId);
    await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", a.auctionId);
    expect(await published()).toBe(start);
  });

  it("leave a bid's price and a plain edit alone: they do not move the generation", async () => {
    const live = await createLiveAuction(worker, seller, { timeOption: 60 });
    const before = await generation();
    await worker.sql("UPDATE auctions SET highest_bid_in_pence = 150000, bid_count = 2 WHERE id = ?", live.auctionId);
    await worker.sql("UPDATE vehicles SET mileage = mileage + 1 WHERE id = ?", live.vehicleId);
    expect(await generation()).toBe(before);
    await worker.sql("UPDATE auctions SET status = 'ENDED' WHERE id = ?", live.auctionId);
  });
});
