// The watchlist (decision 0041) across organisations: a member watches what they may see, the flag
// and the Watching filter are theirs alone (not a colleague's, not another organisation's), and a
// GROUP_ONLY auction outside the watcher's group stays 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createGroup,
  createLiveAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { WATCH_MESSAGES } from "../../functions/contract/messages/watchlist";

interface Card {
  id: number;
  isWatched: boolean;
}

let worker: TestWorker;
let seller: MemberFixture;
let alice: MemberFixture;
let aliceColleague: MemberFixture;
let bob: MemberFixture;
let sellerOnly: MemberFixture;
const tokens = new Map<MemberFixture, string>();

const watch = (m: MemberFixture, id: number, on = true) =>
  worker.api<{ auctionId: number; watching: boolean }>(on ? "PUT" : "DELETE", `/auction/${id}/watch`, {
    token: tokens.get(m),
  });
const search = async (m: MemberFixture, body: Record<string, unknown> = {}) =>
  (
    await worker.api<{ content: Card[]; totalElements: number }>("POST", "/auction/search", {
      token: tokens.get(m),
      body: { limit: 100, ...body },
    })
  ).body.data!;
const detailWatched = async (m: MemberFixture, id: number) =>
  (await worker.api<{ isWatched: boolean }>("GET", `/auction/${id}`, { token: tokens.get(m) })).body.data!.isWatched;

beforeAll(async () => {
  worker = await startWorker();
  const group = await createGroup(worker);
  const sellerOrg = await createOrganization(worker, { groupId: group });
  const aliceOrg = await createOrganization(worker);
  const bobOrg = await createOrganization(worker);
  seller = await createMember(worker, sellerOrg, { isSeller: true });
  alice = await createMember(worker, aliceOrg, { isBuyer: true });
  aliceColleague = await createMember(worker, aliceOrg, { isBuyer: true });
  bob = await createMember(worker, bobOrg, { isBuyer: true });
  sellerOnly = await createMember(worker, bobOrg, { isSeller: true });
  for (const m of [seller, alice, aliceColleague, bob, sellerOnly]) tokens.set(m, await signTokenFor(m));
});
afterAll(() => worker?.dispose());

describe("watchlist", () => {
  it("watches and unwatches, privately per member", async () => {
    const a = await createLiveAuction(worker, seller);
    const other = await createLiveAuction(worker, seller);
    expect((await watch(alice, a.auctionId)).body.data).toEqual({ auctionId: a.auctionId, watching: true });
    // Repeating is harmless.
    expect((await watch(alice, a.auctionId)).status).toBe(200);
    expect(await detailWatched(alice, a.auctionId)).toBe(true);
    expect(await detailWatched(aliceColleague, a.auctionId)).toBe(false);
    expect(await detailWatched(bob, a.auctionId)).toBe(false);

    const mine = await search(alice, { watching: true });
    expect(mine.content.map((c) => c.id)).toEqual([a.auctionId]);
    expect(mine.totalElements).toBe(1);
    expect((await search(aliceColleague, { watching: true })).totalElements).toBe(0);
    expect((await search(bob, { watching: true })).totalElements).toBe(0);
    const all = await search(alice);
    expect(all.content.find((c) => c.id === a.auctionId)?.isWatched).toBe(true);
    expect(all.content.find((c) => c.id === other.auctionId)?.isWatched).toBe(false);
    expect((await search(bob)).content.find((c) => c.id === a.auctionId)?.isWatched).toBe(false);

    // Bob unwatching Alice's auction changes only Bob's (empty) list.
    expect((await watch(bob, a.auctionId, false)).status).toBe(200);
    expect(await detailWatched(alice, a.auctionId)).toBe(true);
    expect((await watch(alice, a.auctionId, false)).body.data).toEqual({ auctionId: a.auctionId, watching: false });
    expect(await detailWatched(alice, a.auctionId)).toBe(false);
    expect((await search(alice, { watching: true })).totalElements).toBe(0);
  });

  it("refuses what the caller may not see or do", async () => {
    const groupOnly = await createLiveAuction(worker, seller, { publishTarget: "GROUP_ONLY" });
    expect((await watch(alice, groupOnly.auctionId)).status).toBe(404);
    expect((await watch(alice, 999999)).status).toBe(404);
    expect((await watch(alice, 0)).status).toBe(404);
    const a = await createLiveAuction(worker, seller);
    const refused = await watch(sellerOnly, a.auctionId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(WATCH_MESSAGES.NOT_BUYER);
    expect((await worker.api("PUT", `/auction/${a.auctionId}/watch`)).status).toBe(401);
    const rows = await worker.sql(
      "SELECT * FROM watchlist WHERE auction_id IN (?, ?)",
      groupOnly.auctionId,
      a.auctionId,
    );
    expect(rows).toEqual([]);
  });
});
