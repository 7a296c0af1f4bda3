// The process stops between a bid's answer and its D1 write (issue 9: "nothing is lost if the
// process stops between the answer and the write"), under `wrangler dev` itself. The room's D1
// writes are made to fail (its test-only fault switch, which lives in memory only), two bids are
// answered from the room's own storage, and the whole process group is SIGKILLed: no graceful
// shutdown, no waitUntil finishing. After the restart D1 must get exactly the accepted bids, once,
// and their events must go out, without anyone bidding again or opening that auction. (Workerd
// does not fire the room's alarm missed while stopped; the start-up wake starts the room.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createOrganization, signTokenFor, type MemberFixture } from "../support/fixtures";
import { freePort, openPersistedD1, startWranglerDev, type WranglerDev } from "../support/wrangler-dev";
import { devApi, startListening, until } from "../support/wrangler-client";

const dir = mkdtempSync(join(tmpdir(), "wrangler-outbox-kill-"));
const persistTo = join(dir, "state");
let seller: MemberFixture;
let alice: MemberFixture;
let bob: MemberFixture;
let dev: WranglerDev | null = null;

beforeAll(async () => {
  const d1 = await openPersistedD1(persistTo, true);
  seller = await createMember(d1, await createOrganization(d1), { isSeller: true, isOwner: true });
  alice = await createMember(d1, await createOrganization(d1), { isBuyer: true });
  bob = await createMember(d1, await createOrganization(d1), { isBuyer: true });
  await d1.dispose();
});
afterAll(async () => {
  await dev?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
  devApi<T>(dev!, method, path, body, token);

describe("outbox under wrangler dev, killed between answer and D1 write", () => {
  it("copies the answered bids to D1 exactly once after the restart, then sends their events", async () => {
    const [port, inspectorPort] = [await freePort(), await freePort()];
    dev = await startWranglerDev(persistTo, port, inspectorPort);
    const [sellerToken, aliceToken, bobToken] = await Promise.all([seller, alice, bob].map(signTokenFor));

    // Live for an hour: nothing about its end happens during the test.
    const created = await api<{ id: number }>("POST", "/test/auctions", {
      sellerEmail: seller.email,
      type: "MINIMUM_PRICE",
      minimumPriceInPence: 100000,
      dueInSeconds: 3600,
    });
    expect(created.status).toBe(200);
    const id = created.data.id;
    expect((await api("POST", `/test/auction/${id}/d1-fault`, { on: true })).status).toBe(200);

    const key = crypto.randomUUID();
    const bid = async (token: string, amountInPence: number, idempotencyKey?: string) => {
      const res = await fetch(`${dev!.url}/api/auction/bid`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          accept: "application/json",
          ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
        },
        body: JSON.stringify({ auctionId: id, amountInPence }),
      });
      return res.status;
    };
    expect(await bid(aliceToken, 150000, key)).toBe(200);
    expect(await bid(bobToken, 120000)).toBe(200);
    // The room holds both; D1 has neither.
    const held = await api<{ drained: boolean; pending: { bids: number; events: number } }>(
      "POST",
      `/test/auction/${id}/drain`,
    );
    expect(held.data).toMatchObject({ drained: false, pending: { bids: 2, events: 2 } });
    const bidCount = async () =>
      (await api<{ bidCount: number }>("GET", `/auction/${id}`, undefined, aliceToken)).data.bidCount;
    expect(await bidCount()).toBe(0);

    await dev.kill();
    const stop = new AbortController();
    const listening = await startListening(
      (probe) => startWranglerDev(persistTo, port, inspectorPort, probe),
      sellerToken,
      stop.signal,
    );
    dev = listening.dev;
    const restarted = Date.now();
    // Nobody bids or opens that auction (its detail reads D1 only while it is not overdue): the
    // start-up wake must start the room, whose outbox then writes the two bids (decision 0070).
    await until("both bids in D1 after the restart", restarted + 30_000, async () =>
      (await bidCount()) === 2 ? true : null,
    );
    console.info(
      `outbox kill: started in ${dev.startedInMs} ms; D1 had both bids ${Date.now() - restarted} ms after it`,
    );
    // Nothing is left waiting, nothing more to copy.
    const after = await api<{ drained: boolean; pending: { bids: number; events: number } }>(
      "POST",
      `/test/auction/${id}/drain`,
    );
    expect(after.data).toMatchObject({ drained: true, pending: { bids: 0, events: 0 } });
    // Alice's retry of her first request (its answer lost in the crash) still places nothing new.
    expect(await bid(aliceToken, 150000, key)).toBe(200);
    expect(await bidCount()).toBe(2);
    await dev.stop();
    dev = null;

    const d1 = await openPersistedD1(persistTo, false);
    try {
      expect(
        await d1.sql("SELECT bid_count, highest_bid_in_pence, winner_bidder_id FROM auctions WHERE id = ?", id),
      ).toEqual([{ bid_count: 2, highest_bid_in_pence: 125000, winner_bidder_id: alice.id }]);
      expect(
        await d1.sql("SELECT seq, bidder_id, amount_in_pence FROM bids WHERE auction_id = ? ORDER BY seq", id),
      ).toEqual([
        { seq: 1, bidder_id: alice.id, amount_in_pence: 150000 },
        { seq: 2, bidder_id: bob.id, amount_in_pence: 120000 },
      ]);
    } finally {
      await d1.dispose();
    }
  }, 120_000);
});
