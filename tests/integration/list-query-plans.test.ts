// The lists' hot queries read indexes, not every auction (decision 0264): at 10,000 live auctions a
// text search's count and its page by launch come from the live index alone, and the Buying list is
// driven by the organisation's own bids, not by every auction of the status it shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { SqlParams, textSearchSql, visibleLiveWhere } from "../../functions/auctions/read/card-query";
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
