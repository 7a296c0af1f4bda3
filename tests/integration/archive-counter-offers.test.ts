// An auction sold by a counter-offer, through the archiver and back (issues 26 and 27, decisions
// 0159 and 0167): the thread lives on the auction row (`offer_thread`), so archiving keeps it in
// the slim row and in the document, the archived detail (API and page) shows the same thread and
// outcome to each side as before, and ops restore it unchanged.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { Browser } from "../support/browser";
import { TEST_PASSWORD, testPasswordHash } from "../support/members";
import { createAdmin } from "../support/ops";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  plusMs,
  setRoomClock,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";

const DAY = 24 * 60 * 60 * 1000;
let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;
let rival: MemberFixture;
let admin: { token: string };
const tokens = new Map<MemberFixture, string>();

const api = (m: MemberFixture, method: "GET" | "POST", path: string, body?: unknown) =>
  worker.api<{ version: number }>(method, path, { token: tokens.get(m), body });
const move = async (m: MemberFixture, id: number, action: string, amountInPence?: number) => {
  const { version } = (await api(seller, "GET", `/auction/my-auctions/${id}`)).body.data!;
  const res = await api(m, "POST", `/auction/${id}/offer`, { version, action, amountInPence });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** Signed in as a dealer without JavaScript: the negotiation panel of a page, as the server renders it. */
async function panelOf(m: MemberFixture, path: string): Promise<string> {
  const browser = new Browser(() => worker);
  expect((await browser.post("/login", { email: m.email, password: TEST_PASSWORD })).status).toBe(302);
  const res = await browser.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const panel = /<section[^>]*data-testid="negotiation"[^>]*>[\s\S]*?<\/section>/.exec(html);
  return panel ? panel[0].replace(/<!-- -->/g, "") : "";
}

/** What each side and an outsider are told of the auction, by the API and on the page. */
async function views(id: number) {
  return {
    sellerApi: (await api(seller, "GET", `/auction/my-auctions/${id}`)).body,
    buyerApi: (await api(buyer, "GET", `/auction/${id}`)).body,
    rivalApi: (await api(rival, "GET", `/auction/${id}`)).body,
    sellerPage: await panelOf(seller, `/my-vehicles/${id}`),
    buyerPage: await panelOf(buyer, `/my-bids/${id}`),
  };
}

const threadRow = async (id: number) =>
  (
    await worker.sql<{ thread: string | null; archived: string | null; key: string | null }>(
      "SELECT offer_thread AS thread, archived_on AS archived, archive_key AS key FROM auctions WHERE id = ?",
      id,
    )
  )[0];

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true, isOwner: true });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true, isOwner: true });
  rival = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  const hash = await testPasswordHash();
  await worker.sql("UPDATE members SET password_hash = ? WHERE id IN (?, ?)", hash, seller.id, buyer.id);
  for (const m of [seller, buyer, rival]) tokens.set(m, await signTokenFor(m));
  admin = await createAdmin(worker);
});
afterAll(() => worker?.dispose());

describe("an auction sold by a counter-offer, archived and restored", () => {
  it("keeps its thread and outcome for both sides, and nothing for anyone else", async () => {
    const a = await createLiveAuction(worker, seller, { type: "PHYSICAL", minimumPriceInPence: 1_000_000 });
    for (const [m, amount] of [
      [rival, 700_000],
      [buyer, 800_000],
    ] as const)
      expect((await api(m, "POST", "/auction/bid", { auctionId: a.auctionId, amountInPence: amount })).status).toBe(
        200,
      );
    expect((await setRoomClock(worker, a.auctionId, plusMs(a.endsOn, 1000))).status).toBe("TO_ACCEPT");
    await move(seller, a.auctionId, "COUNTER", 950_000);
    await move(buyer, a.auctionId, "COUNTER", 900_000);
    await move(seller, a.auctionId, "ACCEPT");

    const before = await views(a.auctionId);
    expect(before.sellerApi.data).toMatchObject({
      status: "SOLD",
      saleMethod: "COUNTER_OFFER",
      wonBidPriceInPence: 900_000,
    });
    expect(before.rivalApi.data).toMatchObject({ negotiation: null });
    expect(before.sellerPage).toContain("You countered with £9,500");
    expect(before.sellerPage).toContain("The buyer countered with £9,000");
    expect(before.sellerPage).toContain("You accepted £9,000");
    expect(before.buyerPage).toContain("The seller countered with £9,500");
    expect(before.buyerPage).toContain("You countered with £9,000");
    expect(before.buyerPage).toContain("The seller accepted £9,000");
    // A closed thread offers no move to either side.
    for (const page of [before.sellerPage, before.buyerPage]) expect(page).not.toMatch(/SEND COUNTER|DECLINE|ACCEPT £/);
    const { thread } = await threadRow(a.auctionId);
    expect(JSON.parse(thread!).map((e: { kind: string }) => e.kind)).toEqual(["COUNTER", "COUNTER", "ACCEPT"]);

    const run = await worker.api<{ archived: number[] }>("POST", "/test/archive/run", {
      body: { only: [a.auctionId] },
      headers: { "x-test-now": new Date(Date.parse(a.endsOn) + 31 * DAY).toISOString() },
    });
    expect(run.body.data!.archived).toEqual([a.auctionId]);
    const archived = await threadRow(a.auctionId);
    expect(archived.archived).not.toBeNull();
    expect(archived.thread).toBe(thread);
    // The document holds the auction row with its thread too.
    const object = await (await worker.mf.getR2Bucket("MEDIA")).get(archived.key!);
    const lines = gunzipSync(Buffer.from(await object!.arrayBuffer()))
      .toString("utf8")
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { t: string; r: { offerThread?: string } });
    expect(lines.find((l) => l.t === "auction")!.r.offerThread).toBe(thread);
    expect(await views(a.auctionId)).toEqual(before);

    const restored = await worker.api("POST", `/ops/auctions/${a.auctionId}/restoration`, { token: admin.token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await threadRow(a.auctionId)).toEqual({ thread, archived: null, key: null });
    expect(await views(a.auctionId)).toEqual(before);
  });
});
