// A watcher who leaves must leave the topic hubs too (issue 26 item 5): the soak found hub
// subscriptions still open after all its event streams had closed, and the hubs sending to them.
// Opens streams through the web app, closes them as a browser does (the connection drops), and asks
// each hub how many subscribers it still has once the relays have had something to write: workerd
// tells a stream's code that its client left only when a write fails (decision 0224).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, insertAuction, openSse, type TestMember } from "../support/live-fixtures";
import { auctionHub, GLOBAL_HUB, sellerHub } from "../../functions/live/events";

const STREAMS = 6;
const SETTLE_MS = 15_000;

let worker: TestWorker;
let sellerOrg: number;
let seller: TestMember;
let buyer: TestMember;
let auctions: number[];

beforeAll(async () => {
  worker = await startWorker();
  sellerOrg = await createOrganization(worker);
  seller = await createMember(worker, sellerOrg, { isBuyer: false, isSeller: true });
  buyer = await createMember(worker, await createOrganization(worker), { isBuyer: true, isSeller: false });
  auctions = [];
  for (let i = 0; i < 2; i++)
    auctions.push(
      await insertAuction(worker, { organizationId: sellerOrg, status: "PUBLISHED", publishTarget: "EVERYWHERE" }),
    );
});

afterAll(async () => {
  await worker?.dispose();
});

async function subscribers(hub: string): Promise<number> {
  const res = await worker.api<{ subscribers: number }>("GET", `/test/live/hubs/${encodeURIComponent(hub)}`);
  expect(res.status).toBe(200);
  return res.body.data!.subscribers;
}

/** Every hub's count, polled until all are `expected` or the time is up. */
async function settledCounts(hubs: string[], expected: number): Promise<number[]> {
  const until = Date.now() + SETTLE_MS;
  for (;;) {
    const counts = await Promise.all(hubs.map(subscribers));
    if (counts.every((n) => n === expected) || Date.now() > until) return counts;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function openAndClose(path: string, member: TestMember, hubs: string[]) {
  const before = await Promise.all(hubs.map(subscribers));
  const streams = [];
  for (let i = 0; i < STREAMS; i++) {
    const stream = await openSse(worker, path, member.cookie);
    expect(stream.response.status).toBe(200);
    streams.push(stream);
  }
  expect(await Promise.all(hubs.map(subscribers))).toEqual(before.map((n) => n + STREAMS));
  await Promise.all(streams.map((s) => s.close()));
  await new Promise((r) => setTimeout(r, 500));
  // An event on every hub: each relay writes it, finds its client gone and unsubscribes.
  for (const id of auctions) {
    const res = await worker.api("POST", "/test/live/publish", {
      body: {
        event: { type: "AUCTION_PUBLISHED", auctionId: id, at: new Date().toISOString() },
        audience: { sellerOrganizationId: sellerOrg, publishTarget: "EVERYWHERE", groupId: null },
      },
    });
    expect(res.status).toBe(200);
  }
  expect(await settledCounts(hubs, 0)).toEqual(hubs.map(() => 0));
  // And the hubs stopped sending to them.
  const after = await worker.api<{ delivered: Record<string, number> }>("POST", "/test/live/publish", {
    body: {
      event: { type: "AUCTION_UPDATED", auctionId: auctions[0], at: new Date().toISOString() },
      audience: { sellerOrganizationId: sellerOrg, publishTarget: "EVERYWHERE", groupId: null },
    },
  });
  expect(Object.values(after.body.data!.delivered).every((n) => n === 0)).toBe(true);
}

describe("closing a live stream", () => {
  it("through the web app unsubscribes from every auction hub and the global feed", async () => {
    const query = auctions.map((id) => `auctionIds=${id}`).join("&");
    await openAndClose(`/sse/auction/buyer?${query}&feed=global`, buyer, [...auctions.map(auctionHub), GLOBAL_HUB]);
  });

  it("through the web app unsubscribes a seller from the organisation's hub", async () => {
    await openAndClose("/sse/auction/seller", seller, [sellerHub(sellerOrg)]);
  });
});
