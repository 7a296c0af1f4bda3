// The hot queries of the archive and the bid summaries use their indexes (issue 26 item 4): the
// archiver's queue is the partial index, and every summary read is a primary-key range.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { DUE_SQL } from "../../functions/auctions/archive/archiver";

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
