// POST /auction/my-auctions/search, GET /auction/my-auctions/{id} and the 302 of GET /auction/{id}
// (spec 001 sections 2.2, 2.5 and 7), across two selling organisations.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createLiveAuction,
  createMember,
  createOrganization,
  setRoomClock,
  signTokenFor,
  plusMs,
  type DraftFixture,
  type LiveAuction,
  type MemberFixture,
} from "../support/fixtures";
import type { CardPage } from "../../functions/contract/dto/auction-card";
import type { AuctionDetail } from "../../functions/contract/dto/auction-detail";

let worker: TestWorker;
let sellerA: MemberFixture;
let colleagueA: MemberFixture;
let buyerOnlyA: MemberFixture;
let sellerB: MemberFixture;
let buyer: MemberFixture;
const tokens = new Map<MemberFixture, string>();

const call = <T>(m: MemberFixture, method: string, path: string, body?: unknown) =>
  worker.api<T>(method, path, { token: tokens.get(m), body });
const search = (m: MemberFixture, body: Record<string, unknown> = {}) =>
  call<CardPage>(m, "POST", "/auction/my-auctions/search", body);
const ids = (page: CardPage | undefined) => page!.content.map((c) => c.id);

let liveSoon: LiveAuction;
let liveLater: LiveAuction;
let ended: LiveAuction;
let draftA: DraftFixture;
let draftA2: DraftFixture;
let liveB: LiveAuction;

beforeAll(async () => {
  worker = await startWorker();
  const orgA = await createOrganization(worker);
  const orgB = await createOrganization(worker);
  sellerA = await createMember(worker, orgA, { isSeller: true });
  colleagueA = await createMember(worker, orgA, { isSeller: true, isOwner: true });
  buyerOnlyA = await createMember(worker, orgA, { isBuyer: true });
  sellerB = await createMember(worker, orgB, { isSeller: true, isBuyer: true });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true });
  for (const m of [sellerA, colleagueA, buyerOnlyA, sellerB, buyer]) tokens.set(m, await signTokenFor(m));
  liveLater = await createLiveAuction(worker, sellerA, { timeOption: 2880 });
  liveSoon = await createLiveAuction(worker, sellerA, { timeOption: 60 });
  ended = await createLiveAuction(worker, colleagueA, { timeOption: 60 });
  await setRoomClock(worker, ended.auctionId, plusMs(ended.endsOn, 1000));
  draftA = await createDraftAuction(worker, sellerA, { plate: "AB12 CDE" });
  draftA2 = await createDraftAuction(worker, colleagueA);
  liveB = await createLiveAuction(worker, sellerB, { timeOption: 60 });
});
afterAll(() => worker?.dispose());

describe("the Selling list", () => {
  it("answers only the caller's organisation's auctions, endsOn ascending then last modified first", async () => {
    const all = await search(sellerA);
    expect(all.status).toBe(200);
    // Drafts have no end: they sort first (NULL), the newest change first.
    expect(ids(all.body.data)).toEqual([
      draftA2.auctionId,
      draftA.auctionId,
      liveSoon.auctionId,
      ended.auctionId,
      liveLater.auctionId,
    ]);
    expect(all.body.data).toMatchObject({ totalElements: 5, last: true });
    // A colleague sees the same organisation list; the other organisation none of it.
    expect(ids((await search(colleagueA)).body.data)).toEqual(ids(all.body.data));
    expect(ids((await search(sellerB)).body.data)).toEqual([liveB.auctionId]);
  });

  it("filters by status and searches by text", async () => {
    const live = await search(sellerA, { criteria: { status: "PUBLISHED" } });
    expect(ids(live.body.data)).toEqual([liveSoon.auctionId, liveLater.auctionId]);
    expect(live.body.data!.content[0]).toMatchObject({ isOwnOrganization: true, statusBar: { label: "Live" } });
    expect(ids((await search(sellerA, { criteria: { status: "ENDED" } })).body.data)).toEqual([ended.auctionId]);
    expect(ids((await search(sellerA, { criteria: { status: "DRAFT", search: "ab12cde" } })).body.data)).toEqual([
      draftA.auctionId,
    ]);
    const none = await search(sellerA, { criteria: { status: "SOLD" } });
    expect(none.body.data).toEqual({ content: [], totalElements: 0, last: true });
  });

  it("pages by page number and size, or by offset, and honours a sort order", async () => {
    const first = await search(sellerA, { page: { pageNumber: 0, pageSize: 2 } });
    const second = await search(sellerA, { page: { pageNumber: 1, pageSize: 2 } });
    expect(first.body.data).toMatchObject({ totalElements: 5, last: false });
    expect([...ids(first.body.data), ...ids(second.body.data)]).toEqual([
      draftA2.auctionId,
      draftA.auctionId,
      liveSoon.auctionId,
      ended.auctionId,
    ]);
    const tail = await search(sellerA, { offset: 4, limit: 10 });
    expect(tail.body.data).toMatchObject({ last: true });
    expect(ids(tail.body.data)).toEqual([liveLater.auctionId]);
    const sorted = await search(sellerA, {
      criteria: { status: "PUBLISHED" },
      page: { pageNumber: 0, pageSize: 10, sort: { orders: [{ direction: "DESC", property: "endsOn" }] } },
    });
    expect(ids(sorted.body.data)).toEqual([liveLater.auctionId, liveSoon.auctionId]);
  });

  it("refuses non-sellers and bad input without a 500", async () => {
    expect((await search(buyerOnlyA)).status).toBe(403);
    expect((await search(buyer)).status).toBe(403);
    expect((await search(sellerA, { criteria: { status: "NOPE" } })).status).toBe(412);
    expect((await search(sellerA, { page: { pageSize: 1000 } })).status).toBe(412);
    expect((await search(sellerA, { page: { sort: { orders: [{ direction: "UP", property: "x" }] } } })).status).toBe(
      412,
    );
    const raw = await worker.fetch("/api/auction/my-auctions/search", {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.get(sellerA)}`, "content-type": "application/json" },
      body: "{not json",
    });
    expect(raw.status).toBe(400);
  });

  it("shows one card per vehicle after an edit made a new draft of it", async () => {
    const cancelled = await createLiveAuction(worker, sellerA, { timeOption: 180 });
    const cancel = await call<{ version: number }>(sellerA, "POST", `/auction/${cancelled.auctionId}/cancel`, {
      version: cancelled.version,
    });
    expect(cancel.status).toBe(200);
    const copy = await call<{ id: number }>(sellerA, "POST", `/auction/${cancelled.auctionId}/edit`, {
      version: cancel.body.data!.version,
    });
    expect(copy.status).toBe(200);
    const list = ids((await search(sellerA, { limit: 100 })).body.data);
    expect(list).toContain(copy.body.data!.id);
    expect(list).not.toContain(cancelled.auctionId);
  });
});

describe("the seller's detail", () => {
  it("GET /auction/{id} answers 302 with data.id to the selling organisation, 200 to others", async () => {
    // The 302 has no Location: read it as is (the web app's client does the same).
    const get = (m: MemberFixture) =>
      worker.fetch(`/api/auction/${liveSoon.auctionId}`, {
        headers: { authorization: `Bearer ${tokens.get(m)}` },
        redirect: "manual",
      });
    const own = await get(sellerA);
    expect(own.status).toBe(302);
    expect(own.headers.get("location")).toBeNull();
    expect(((await own.json()) as { data: AuctionDetail }).data).toMatchObject({
      id: liveSoon.auctionId,
      isSellerView: true,
    });
    // A buyer-only member of the same organisation is sent there too: the organisation sells it.
    const colleague = await get(buyerOnlyA);
    expect(colleague.status).toBe(302);
    await colleague.body?.cancel();
    const other = await call<AuctionDetail>(sellerB, "GET", `/auction/${liveSoon.auctionId}`);
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ id: liveSoon.auctionId, isSellerView: false, minimumPriceInPence: 100000 });
  });

  it("GET /auction/my-auctions/{id} is the seller's view, and 404 for any other organisation", async () => {
    const own = await call<AuctionDetail>(sellerA, "GET", `/auction/my-auctions/${liveSoon.auctionId}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ isSellerView: true, isCancellationAllowed: true });
    const draft = await call<AuctionDetail>(sellerA, "GET", `/auction/my-auctions/${draftA.auctionId}`);
    expect(draft.body.data).toMatchObject({ status: "DRAFT", isDraftValid: true });
    expect((await call(sellerB, "GET", `/auction/my-auctions/${liveSoon.auctionId}`)).status).toBe(404);
    expect((await call(sellerB, "GET", `/auction/my-auctions/${draftA.auctionId}`)).status).toBe(404);
    expect((await call(sellerA, "GET", "/auction/my-auctions/abc")).status).toBe(404);
  });

  it("another organisation's seller can act on nothing, and nothing changes", async () => {
    const before = (await call<AuctionDetail>(sellerA, "GET", `/auction/my-auctions/${liveSoon.auctionId}`)).body.data!;
    for (const path of ["cancel", "delete", "acceptance/seller", "rejection/seller", "edit"]) {
      const res = await call(sellerB, "POST", `/auction/${liveSoon.auctionId}/${path}`, { version: before.version });
      expect([403, 404], path).toContain(res.status);
    }
    const draftDelete = await call(sellerB, "POST", `/auction/${draftA.auctionId}/delete`, { version: 0 });
    expect(draftDelete.status).toBe(404);
    const after = (await call<AuctionDetail>(sellerA, "GET", `/auction/my-auctions/${liveSoon.auctionId}`)).body.data!;
    expect(after).toMatchObject({ status: "PUBLISHED", version: before.version });
    expect(ids((await search(sellerA, { criteria: { status: "DRAFT" } })).body.data)).toContain(draftA.auctionId);
  });
});
