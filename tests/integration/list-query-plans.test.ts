// The lists' hot queries read indexes, not every auction (decision 0264): at 10,000 live auctions a
// text search's count and its page by launch come from the live index alone, and the Buying list is
// driven by the organisation's own bids, not by every auction of the status it shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  CARD_FROM,
  SqlParams,
  textSearch,
  textSearchSql,
  visibleLiveWhere,
} from "../../functions/auctions/read/card-query";
import {
  textSearchCountSql,
  textSearchIdsSql,
  type TextSearchWay,
} from "../../functions/auctions/read/text-search-plan";
import { createLiveAuction, createMember, createOrganization, signTokenFor } from "../support/fixtures";
import { buyingWhere } from "../../functions/auctions/http/my-bids-routes";
import { BID_STATUSES } from "../../functions/contract/auctions";

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

async function plan(sql: string, values: unknown[]): Promise<string> {
  const rows = await worker.sql<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...values);
  return rows.map((r) => r.detail).join("\n");
}

describe("list query plans", () => {
  it("counts a text search's live auctions from the live index alone, never their rows", async () => {
    const p = new SqlParams();
    const where = visibleLiveWhere(p, "2026-11-29T10:00:00.000Z", p.add(7)) + textSearchSql("ford focus", p);
    const detail = await plan(`SELECT COUNT(*) FROM auctions a WHERE ${where}`, p.values);
    expect(detail).toContain("COVERING INDEX auctions_live_idx");
    expect(detail).toContain("vehicle_search");
  });

  it("orders a text search's page by launch from the live index alone too", async () => {
    const p = new SqlParams();
    const where = visibleLiveWhere(p, "2026-11-29T10:00:00.000Z", p.add(7)) + textSearchSql("ford", p);
    const ids = `SELECT a.id FROM auctions a WHERE ${where} ORDER BY a.launched_on DESC, a.id DESC LIMIT 10`;
    expect(await plan(ids, p.values)).toContain("COVERING INDEX auctions_live_idx");
  });

  it("reads a text search's page from the matching vehicles when few match, by walking the list when many do", async () => {
    const idsOf = (way: TextSearchWay, order: string) => {
      const p = new SqlParams();
      const text = textSearch("ford", p);
      const where = visibleLiveWhere(p, "2026-11-29T10:00:00.000Z", p.add(7)) + text.sql;
      const [limit, offset] = [p.add(10), p.add(0)];
      const sql = textSearchIdsSql({
        from: "FROM auctions a",
        where,
        orderBy: order,
        match: text.match!,
        limit,
        offset,
        way,
      });
      return { sql, values: p.values };
    };
    for (const order of ["a.launched_on DESC, a.id DESC", "a.ends_on ASC, a.id ASC"]) {
      const few = idsOf("vehicles", order);
      const fewPlan = await plan(few.sql, few.values);
      expect(fewPlan).toContain("INDEX auctions_vehicle_idx (vehicle_id=?)");
      const walk = order.startsWith("a.launched_on") ? "auctions_status_launched_idx" : "auctions_live_idx";
      expect(fewPlan).toContain(walk);
    }
  });

  it("answers the same page of a text search by either way, in both orders and past the first page", async () => {
    const seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
    const buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
    for (let i = 0; i < 5; i++) await createLiveAuction(worker, seller, { timeOption: i % 2 ? 180 : 60 });
    const token = await signTokenFor(buyer);
    const now = new Date().toISOString();
    for (const order of ["a.launched_on DESC, a.id DESC", "a.ends_on ASC, a.id ASC"])
      for (const offset of [0, 2]) {
        const ids = async (way: TextSearchWay | null) => {
          const p = new SqlParams();
          const text = textSearch("ford focus", p);
          const where = visibleLiveWhere(p, now, p.add(buyer.organizationId)) + text.sql;
          const [lim, off] = [p.add(2), p.add(offset)];
          const sql =
            way === null
              ? `SELECT a.id FROM auctions a WHERE ${where} ORDER BY ${order} LIMIT ${lim} OFFSET ${off}`
              : textSearchIdsSql({
                  from: "FROM auctions a",
                  where,
                  orderBy: order,
                  match: text.match!,
                  limit: lim,
                  offset: off,
                  way,
                });
          return (await worker.sql<{ id: number }>(sql, ...p.values)).map((r) => r.id);
        };
        const plain = await ids(null);
        expect(plain).toHaveLength(2);
        for (const way of ["walk", "vehicles", "sized"] as const)
          expect(await ids(way), `${order} ${offset} ${way}`).toEqual(plain);
      }
    // INDEXED BY fails the whole statement when a branch cannot use its index, and both branches are
    // planned on every call: every filter with a long word, a short one (the card's joins), both orders.
    for (const search of ["ford focus", "ford ka"])
      for (const sort of ["LATEST_ADDED", "ENDING_SOONEST"])
        for (const filters of [{}, { makeId: 1, type: "PHYSICAL" }, { buyNow: true }, { watching: true }]) {
          const answer = await worker.api("POST", "/auction/search", {
            token,
            body: { search, sort, includeAggregation: true, ...filters },
          });
          expect(answer.status, `${search} ${sort} ${JSON.stringify(filters)}`).toBe(200);
        }
    // And through the API, as the list asks for it.
    const res = await worker.api<{ content: { id: number }[] }>("POST", "/auction/search", {
      token,
      body: { search: "ford focus", sort: "LATEST_ADDED", limit: 2, offset: 2 },
    });
    expect(res.body.data!.content).toHaveLength(2);
  });

  it("counts a text search's live auctions the same by either way, with a short word, counted or skipped", async () => {
    const seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
    const buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
    for (let i = 0; i < 3; i++) await createLiveAuction(worker, seller, { timeOption: 60 });
    const [{ gen }] = await worker.sql<{ gen: number }>("SELECT n AS gen FROM list_generation WHERE id = 1");
    const now = new Date().toISOString();
    for (const search of ["ford focus", "focus st", "zzzq"])
      for (const known of [undefined, -1, gen]) {
        const counted = async (way: TextSearchWay | null) => {
          const p = new SqlParams();
          const text = textSearch(search, p);
          const where = visibleLiveWhere(p, now, p.add(buyer.organizationId)) + text.sql;
          const from = text.sql.includes("mk.name") ? CARD_FROM : "FROM auctions a";
          const sql =
            way === null
              ? `SELECT COUNT(*) AS n FROM auctions a ${from.slice("FROM auctions a".length)} WHERE ${where}`
              : textSearchCountSql({
                  from,
                  where,
                  match: text.match!,
                  columns: "",
                  way,
                  knownGeneration: known === undefined ? undefined : p.add(known),
                });
          return (await worker.sql<{ n: number }>(sql, ...p.values))[0]!.n;
        };
        const plain = await counted(null);
        if (search === "ford focus") expect(plain).toBeGreaterThanOrEqual(3);
        for (const way of ["walk", "vehicles", "sized"] as const)
          expect(await counted(way), `${search} ${known} ${way}`).toBe(known === gen ? 0 : plain);
      }
  });

  it("finds the Buying list's auctions by id from the organisation's bids, under every bid status", async () => {
    for (const status of BID_STATUSES) {
      const p = new SqlParams();
      const detail = await plan(
        `SELECT COUNT(*) FROM auctions a WHERE ${buyingWhere(p.add(7), status, false)}`,
        p.values,
      );
      // By id, or by the winner's index and id where the status asks for the organisation's wins.
      expect(detail, status).toMatch(/^SEARCH a USING (INTEGER PRIMARY KEY|INDEX auctions_winner_org_idx .*rowid=\?)/);
      expect(detail, status).not.toMatch(/^SEARCH a USING (COVERING )?INDEX auctions_(status|live)/m);
      expect(detail, status).toContain("SEARCH s USING PRIMARY KEY (organization_id=?)");
    }
  });
});
