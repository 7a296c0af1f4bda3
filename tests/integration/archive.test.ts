// The archiver (issue 26, decision 0159): closed auctions 30 days past their end move to R2 with a
// slim row left in D1, and every page of a dealer's history answers exactly as before. A crash
// between the document and the delete loses and duplicates nothing; a document that does not match
// D1 deletes nothing; another organisation sees no more of an archived auction than of a live one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createGroup,
  createLiveAuction,
  createMember,
  createOrganization,
  plusMs,
  setRoomClock,
  signTokenFor,
  type LaunchOptions,
  type MemberFixture,
} from "../support/fixtures";
import { createAdmin } from "../support/ops";
import { relaunchArchived } from "./archive-relaunch";
import type { CardPage } from "../../functions/contract/dto/auction-card";

const DAY = 24 * 60 * 60 * 1000;

let worker: TestWorker;
let seller: MemberFixture;
let buyerA: MemberFixture;
let buyerB: MemberFixture;
let admin: { token: string };
const tokens = new Map<MemberFixture, string>();

interface Closed {
  id: number;
  endsOn: string;
}

/** Launched, bid on by buyer A (unless `bid` is null), closed by the room's clock. */
async function closedAuction(options: LaunchOptions = {}, bid: number | null = 2000): Promise<Closed> {
  const live = await createLiveAuction(worker, seller, options);
  if (bid !== null) {
    const res = await worker.api("POST", "/auction/bid", {
      token: tokens.get(buyerA),
      body: { auctionId: live.auctionId, amountInPence: bid * 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  await setRoomClock(worker, live.auctionId, plusMs(live.endsOn, 60_000));
  return { id: live.auctionId, endsOn: live.endsOn };
}

const runArchive = async (atMs: number, body: Record<string, unknown> = {}) => {
  const res = await worker.api<{ archived: number[]; skipped: { id: number; reason: string }[]; crashed?: string }>(
    "POST",
    "/test/archive/run",
    { body, headers: { "x-test-now": new Date(atMs).toISOString() } },
  );
  expect(res.status).toBe(200);
  return res.body.data!;
};
const dataOf = (answer: { body: unknown }) => (answer.body as { data?: unknown }).data;
const monthAfter = (a: Closed) => Date.parse(a.endsOn) + 31 * DAY;

/** Every answer of a dealer's history that touches the auction, as each side sees it. */
async function history(a: Closed) {
  const get = (m: MemberFixture, path: string) => worker.api("GET", path, { token: tokens.get(m) });
  const post = (m: MemberFixture, path: string, body: unknown) =>
    worker.api("POST", path, { token: tokens.get(m), body });
  const year = new Date(Date.parse(a.endsOn) - 40 * DAY).toISOString().slice(0, 10);
  const answers = {
    sellerDetail: await get(seller, `/auction/my-auctions/${a.id}`),
    buyerDetail: await get(buyerA, `/auction/${a.id}`),
    buyerBids: await get(buyerA, `/auction/${a.id}/bids`),
    otherDetail: await get(buyerB, `/auction/${a.id}`),
    otherBids: await get(buyerB, `/auction/${a.id}/bids`),
    myBidsWon: await post(buyerA, "/auction/bids", { bidsSearchFilter: "WON" }),
    myBidsLost: await post(buyerA, "/auction/bids", { bidsSearchFilter: "LOST" }),
    otherMyBids: await post(buyerB, "/auction/bids", { bidsSearchFilter: "WON" }),
    myVehicles: await post(seller, "/auction/my-auctions/search", {}),
    sellerTransactions: await post(seller, "/organization/transactions", {}),
    buyerTransactions: await post(buyerA, "/organization/transactions", {}),
    sellerStatistics: await post(seller, "/account/statistic", { dateFrom: year }),
    buyerStatistics: await post(buyerA, "/account/statistic", { dateFrom: year }),
  };
  // Lists: this auction's card only (others, live ones with a ticking clock, come and go).
  const card = (body: { data?: unknown }) => {
    const page = body.data as CardPage | undefined;
    return page?.content ? page.content.filter((c) => c.id === a.id) : body;
  };
  const lists = new Set(["myBidsWon", "myBidsLost", "otherMyBids", "myVehicles"]);
  return Object.fromEntries(
    Object.entries(answers).map(([k, r]) => [k, { status: r.status, body: lists.has(k) ? card(r.body) : r.body }]),
  );
}

/** The rows a restore must bring back exactly, and the summaries the archive must not change. */
async function rowsOf(id: number) {
  const [counts] = await worker.sql<Record<string, number>>(
    `SELECT (SELECT COUNT(*) FROM vehicle_media WHERE vehicle_id = a.vehicle_id) AS media,
       (SELECT COUNT(*) FROM bids WHERE auction_id = a.id) AS bids,
       (SELECT COUNT(*) FROM member_notices WHERE auction_id = a.id) AS notices,
       (SELECT description FROM vehicles WHERE id = a.vehicle_id) AS description
     FROM auctions a WHERE a.id = ?`,
    id,
  );
  const summaries = await worker.sql(
    "SELECT * FROM bid_summaries WHERE auction_id = ? ORDER BY organization_id, launch_number",
    id,
  );
  const days = await worker.sql("SELECT * FROM bid_days ORDER BY organization_id, day");
  return { counts, summaries, days };
}

beforeAll(async () => {
  worker = await startWorker();
  const group = await createGroup(worker);
  seller = await createMember(worker, await createOrganization(worker, { groupId: group }), {
    isSeller: true,
    isOwner: true,
    isTransactionAcceptor: true,
  });
  buyerA = await createMember(worker, await createOrganization(worker, { groupId: group }), {
    isBuyer: true,
    isOwner: true,
  });
  buyerB = await createMember(worker, await createOrganization(worker), { isBuyer: true, isOwner: true });
  for (const m of [seller, buyerA, buyerB]) tokens.set(m, await signTokenFor(m));
  admin = await createAdmin(worker);
});
afterAll(() => worker?.dispose());

describe("archiving a closed auction", () => {
  let sold: Closed;
  let before: Awaited<ReturnType<typeof history>>;
  let rowsBefore: Awaited<ReturnType<typeof rowsOf>>;

  it("waits for the 30 days after the end", async () => {
    sold = await closedAuction();
    before = await history(sold);
    rowsBefore = await rowsOf(sold.id);
    expect(before.buyerDetail.status).toBe(200);
    expect(rowsBefore.counts).toMatchObject({ media: 12, bids: 1 });
    expect(rowsBefore.counts.notices).toBeGreaterThan(0);
    const early = await runArchive(Date.parse(sold.endsOn) + 29 * DAY);
    expect(early.archived).not.toContain(sold.id);
  });

  it("moves the heavy rows out, keeps a slim row, and every history page answers as before", async () => {
    const run = await runArchive(monthAfter(sold));
    expect(run.archived).toContain(sold.id);
    const [row] = await worker.sql<{ archived_on: string; archive_key: string; room_awake: number }>(
      "SELECT archived_on, archive_key, room_awake FROM auctions WHERE id = ?",
      sold.id,
    );
    expect(row.archive_key).toMatch(new RegExp(`^archive/auctions/\\d{4}/\\d{2}/${sold.id}\\.ndjson\\.gz$`));
    expect(row.room_awake).toBe(0);
    const after = await rowsOf(sold.id);
    // The card's photo stays; bids, notices and the vehicle's long text are in the document.
    expect(after.counts).toEqual({ media: 1, bids: 0, notices: 0, description: null });
    expect(after.summaries).toEqual(rowsBefore.summaries);
    expect(after.days).toEqual(rowsBefore.days);
    expect(await history(sold)).toEqual(before);
  });

  it("shows another organisation no more than before: no bids, and a group auction stays hidden", async () => {
    expect(dataOf(before.otherBids)).toEqual([]);
    expect(before.otherMyBids.body).toEqual([]);
    expect(dataOf(before.otherDetail)).toMatchObject({ bids: [], proxyBidInPence: null });
    const grouped = await closedAuction({ publishTarget: "GROUP_ONLY" });
    const paths = [`/auction/${grouped.id}`, `/auction/${grouped.id}/bids`];
    const seen = async () =>
      Promise.all(paths.map(async (p) => (await worker.api("GET", p, { token: tokens.get(buyerB) })).status));
    expect(await seen()).toEqual([404, 404]);
    expect((await runArchive(monthAfter(grouped))).archived).toContain(grouped.id);
    expect(await seen()).toEqual([404, 404]);
  });

  it("ops bring it back whole: rows, summaries and counts as they were, and the document goes", async () => {
    const archived = await rowsOf(sold.id);
    const [{ archive_key: key }] = await worker.sql<{ archive_key: string }>(
      "SELECT archive_key FROM auctions WHERE id = ?",
      sold.id,
    );
    const bucket = await worker.mf.getR2Bucket("MEDIA");
    expect(await bucket.head(key)).not.toBeNull();
    const whileArchived = await history(sold);
    const res = await worker.api<{ restored: boolean }>("POST", `/ops/auctions/${sold.id}/restoration`, {
      token: admin.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const restored = await rowsOf(sold.id);
    expect(restored.counts).toEqual(rowsBefore.counts);
    expect(restored.summaries).toEqual(rowsBefore.summaries);
    expect(restored.days).toEqual(archived.days);
    expect(await history(sold)).toEqual(whileArchived);
    expect(await bucket.head(key)).toBeNull();
    const again = await worker.api("POST", `/ops/auctions/${sold.id}/restoration`, { token: admin.token });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe("NOT_ARCHIVED");
    expect((await worker.api("POST", "/ops/auctions/99999999/restoration", { token: admin.token })).status).toBe(404);
    const dealer = await worker.api("POST", `/ops/auctions/${sold.id}/restoration`, { token: tokens.get(seller) });
    expect(dealer.status).toBe(403);
  });

  it("answers 503 and changes nothing when the document is gone", async () => {
    const a = await closedAuction({}, null);
    expect((await runArchive(monthAfter(a))).archived).toContain(a.id);
    const [{ archive_key }] = await worker.sql<{ archive_key: string }>(
      "SELECT archive_key FROM auctions WHERE id = ?",
      a.id,
    );
    await (await worker.mf.getR2Bucket("MEDIA")).delete(archive_key);
    const res = await worker.api("POST", `/ops/auctions/${a.id}/restoration`, { token: admin.token });
    expect(res.status).toBe(503);
    expect(res.body.errorCode).toBe("ARCHIVE_UNREADABLE");
    const [row] = await worker.sql("SELECT archive_key FROM auctions WHERE id = ?", a.id);
    expect(row).toEqual({ archive_key });
  });

  it("a seller relaunching an archived auction gets it back first, with every photo", async () => {
    const ended = await closedAuction({}, null);
    expect((await runArchive(monthAfter(ended))).archived).toContain(ended.id);
    expect(await relaunchArchived(worker, tokens.get(seller), ended.id)).toBe("PUBLISHED");
    const rows = await rowsOf(ended.id);
    expect(rows.counts).toMatchObject({ media: 12, description: "Tidy example, two keys." });
  });
});

describe("a run that goes wrong", () => {
  // Everything the tests above left due is archived first, so each run below sees only its own.
  beforeAll(async () => {
    await runArchive(Date.now() + 40 * DAY, { limit: 500 });
  });

  it("resumes after a crash between the document and the delete, without loss or duplication", async () => {
    const closed = [await closedAuction(), await closedAuction(), await closedAuction()];
    const befores = await Promise.all(closed.map((a) => history(a)));
    const rows = await Promise.all(closed.map((a) => rowsOf(a.id)));
    const at = Math.max(...closed.map(monthAfter));
    const crashed = await runArchive(at, { fault: "crash-after-upload", crashAfter: 1 });
    expect(crashed.crashed).toMatch(/test crash/);
    const archivedNow = await worker.sql<{ id: number }>(
      `SELECT id FROM auctions WHERE archived_on IS NOT NULL AND id IN (${closed.map((a) => a.id).join(",")})`,
    );
    expect(archivedNow).toHaveLength(1);
    const resumed = await runArchive(at);
    expect(resumed.skipped).toEqual([]);
    for (const [i, a] of closed.entries()) {
      const now = await rowsOf(a.id);
      expect(now.counts).toEqual({ media: 1, bids: 0, notices: 0, description: null });
      expect(now.summaries).toEqual(rows[i].summaries);
      expect(await history(a)).toEqual(befores[i]);
    }
    // One bid row per auction in the documents, as in D1 before: nothing counted twice.
    expect((await rowsOf(closed[0].id)).days).toEqual(rows[2].days);
    expect((await runArchive(at)).archived).toEqual([]);
  });

  it("deletes nothing when the stored document does not match D1", async () => {
    const a = await closedAuction();
    const rows = await rowsOf(a.id);
    const run = await runArchive(monthAfter(a), { fault: "corrupt" });
    expect(run.archived).toEqual([]);
    expect(run.skipped).toContainEqual({ id: a.id, reason: "checksum mismatch" });
    expect(await rowsOf(a.id)).toEqual(rows);
    const [row] = await worker.sql("SELECT archived_on FROM auctions WHERE id = ?", a.id);
    expect(row).toEqual({ archived_on: null });
  });
});
