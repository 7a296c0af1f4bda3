// The hot queries of the archive and the bid summaries use their indexes (issue 26 item 4): the
// archiver's queue is the partial index, and every summary read is a primary-key range.
// Bids are counted per London day by the trigger on bids, the same day the analytics chart shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { DUE_SQL } from "../../functions/auctions/archive/archiver";
import { londonDay } from "../../functions/contract/books-rules";

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const plan = async (sql: string) =>
  (await worker.sql<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)).map((r) => r.detail).join("\n");

describe("query plans", () => {
  it("finds the auctions due for the archive through the partial index, not a scan", async () => {
    const detail = await plan(DUE_SQL.replace("?1", "'2026-01-01'").replace("?1", "'2026-01-01'").replace("?2", "50"));
    expect(detail).toContain("auctions_archive_due_idx");
    expect(detail).not.toMatch(/SCAN auctions(?! USING)/);
  });

  it("reads an organisation's bid summaries by primary key", async () => {
    const myBids = await plan(
      "SELECT s.auction_id FROM bid_summaries s WHERE s.organization_id = 7 AND s.auction_id = 9 AND s.launch_number = 1",
    );
    expect(myBids).toMatch(/SEARCH s USING (PRIMARY KEY|(COVERING )?INDEX sqlite_autoindex_bid_summaries_1)/);
    const statistics = await plan(`SELECT COUNT(*) FROM bid_summaries s JOIN auctions a ON a.id = s.auction_id
      AND a.launch_count = s.launch_number WHERE s.organization_id = 7 AND s.last_bid_on >= '2026-01-01'`);
    expect(statistics).toMatch(/SEARCH s USING (PRIMARY KEY|(COVERING )?INDEX sqlite_autoindex_bid_summaries_1)/);
    expect(statistics).toMatch(/SEARCH a USING INTEGER PRIMARY KEY/);
  });

  it("moves an auction's notices by their auction index", async () => {
    expect(await plan("SELECT id FROM member_notices WHERE auction_id = 3")).toContain("member_notices_auction_idx");
  });
});

describe("bid days (decision 0176)", () => {
  it("reads an organisation's days by primary key", async () => {
    const days = await plan("SELECT day, bids FROM bid_days WHERE organization_id = 7 AND day >= '2026-01-01'");
    expect(days).toMatch(/SEARCH bid_days USING PRIMARY KEY/);
  });

  it("counts each bid on its London day, across both clock changes", async () => {
    // The trigger's own expression, read back from the database, against the runtime's time zone data.
    const [trigger] = await worker.sql<{ sql: string }>("SELECT sql FROM sqlite_master WHERE name = 'bids_summarise'");
    const expression = /VALUES \(NEW\.bidder_organization_id, (date\(NEW\.created_on, CASE[\s\S]*?END\)), 1\)/.exec(
      trigger.sql,
    )?.[1];
    expect(expression).toBeDefined();
    const instants = [
      "2026-03-29T00:59:59.999Z",
      "2026-03-29T01:00:00.000Z",
      "2026-03-29T23:00:00.000Z",
      "2026-06-30T22:59:59.000Z",
      "2026-06-30T23:00:00.000Z",
      "2026-10-25T00:59:00.000Z",
      "2026-10-25T01:00:00.000Z",
      "2026-10-25T23:30:00.000Z",
      "2026-12-31T23:59:59.000Z",
      "2027-03-28T00:30:00.000Z",
      "2027-03-28T23:30:00.000Z",
    ];
    for (const at of instants) {
      const [row] = await worker.sql<{ day: string }>(
        `SELECT ${expression!.replaceAll("NEW.created_on", "?1")} AS day`,
        at,
      );
      expect(row.day, at).toBe(londonDay(at));
    }
  });
});
