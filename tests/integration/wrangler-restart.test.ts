// Restart under `wrangler dev` itself (issue 9): the server is stopped while an auction's end and
// another's acceptance deadline pass, and started again over the same persisted state. Within 10 s
// of the restart both must have happened, with the right outcome, their live events and their D1
// rows, as a dealer opening Live Auctions after the restart would see (DESIGN "Known traps": a
// missed Durable Object alarm does not fire; the start-up wake, decision 0070, and a list read
// each wake the rooms whose deadline passed).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, createOrganization, signTokenFor, type MemberFixture } from "../support/fixtures";
import { freePort, openPersistedD1, startWranglerDev, type WranglerDev } from "../support/wrangler-dev";
import { devApi, startListening, until } from "../support/wrangler-client";

const DUE_IN_SECONDS = 10;
const dir = mkdtempSync(join(tmpdir(), "wrangler-restart-"));
const persistTo = join(dir, "state");
let seller: MemberFixture;
let buyer: MemberFixture;
let dev: WranglerDev | null = null;

beforeAll(async () => {
  const d1 = await openPersistedD1(persistTo, true);
  seller = await createMember(d1, await createOrganization(d1), { isSeller: true, isOwner: true });
  buyer = await createMember(d1, await createOrganization(d1), { isBuyer: true });
  await d1.dispose();
});
afterAll(async () => {
  await dev?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
  devApi<T>(dev!, method, path, body, token);

describe("restart under wrangler dev", () => {
  it("closes an auction and expires an acceptance whose deadlines passed while it was stopped", async () => {
    const [port, inspectorPort] = [await freePort(), await freePort()];
    dev = await startWranglerDev(persistTo, port, inspectorPort);
    const sellerToken = await signTokenFor(seller);
    const buyerToken = await signTokenFor(buyer);

    // A: live, ends in a few seconds; B: the seller must accept a bid below the reserve by then.
    const ending = await api<{ id: number; deadline: string }>("POST", "/test/auctions", {
      sellerEmail: seller.email,
      type: "MINIMUM_PRICE",
      minimumPriceInPence: 100000,
      dueInSeconds: DUE_IN_SECONDS,
      bidderEmail: buyer.email,
      bidInPence: 150000,
    });
    const accepting = await api<{ id: number; deadline: string }>("POST", "/test/auctions", {
      sellerEmail: seller.email,
      type: "PHYSICAL",
      minimumPriceInPence: 1_000_000,
      dueInSeconds: DUE_IN_SECONDS,
      dueStage: "TO_ACCEPT",
      bidderEmail: buyer.email,
    });
    expect([ending.status, accepting.status]).toEqual([200, 200]);
    const [a, b] = [ending.data.id, accepting.data.id];
    // Both rooms wake before the stop and adopt their auction from D1, so each has an alarm armed
    // that falls due while the server is down. (A bid now would move A's end: soft close.)
    expect((await api<{ status: string }>("GET", `/test/auction/${a}/state`)).data.status).toBe("PUBLISHED");
    expect((await api<{ status: string }>("GET", `/test/auction/${b}/state`)).data.status).toBe("TO_ACCEPT");
    const lastDeadline = Math.max(Date.parse(ending.data.deadline), Date.parse(accepting.data.deadline));
    expect(Date.now(), "the deadlines passed before the stop: the machine is too slow for this test").toBeLessThan(
      lastDeadline - 1000,
    );

    await dev.stop();
    await new Promise((r) => setTimeout(r, Math.max(0, lastDeadline + 500 - Date.now())));
    // The seller's stream is the first request: it hears what the start-up wake does after it.
    const stop = new AbortController();
    const listening = await startListening(
      (probe) => startWranglerDev(persistTo, port, inspectorPort, probe),
      sellerToken,
      stop.signal,
    );
    dev = listening.dev;
    const { events } = listening;
    const restarted = Date.now();
    const within = restarted + 10_000;
    try {
      // A dealer opens Live Auctions: the list read wakes the rooms whose deadline passed (if the
      // start-up wake has not already).
      expect((await api("POST", "/auction/search", {}, buyerToken)).status).toBe(200);
      const statusOf = async (id: number) =>
        (await api<{ status: string }>("GET", `/auction/${id}`, undefined, buyerToken)).data.status;
      await until("A sold", within, async () => ((await statusOf(a)) === "SOLD" ? true : null));
      await until("B rejected", within, async () => ((await statusOf(b)) === "REJECTED" ? true : null));
      await until("their events", within, async () =>
        events.some((e) => e.auctionId === a && e.type === "AUCTION_SOLD") &&
        events.some((e) => e.auctionId === b && e.type === "AUCTION_REJECTED")
          ? true
          : null,
      );
      console.info(`restart: started in ${dev.startedInMs} ms; closed ${Date.now() - restarted} ms after it`);
    } finally {
      stop.abort();
      await dev.stop();
      dev = null;
    }

    // The D1 rows, read from the persisted state once the server is down.
    const d1 = await openPersistedD1(persistTo, false);
    try {
      const rows = await d1.sql(
        `SELECT id, status, winner_bidder_id, won_bid_price_in_pence, sold_on IS NOT NULL AS sold, bid_count,
           acceptance_deadline FROM auctions WHERE id IN (?, ?) ORDER BY id`,
        a,
        b,
      );
      expect(rows).toEqual([
        {
          id: a,
          status: "SOLD",
          winner_bidder_id: buyer.id,
          won_bid_price_in_pence: 100000,
          sold: 1,
          bid_count: 1,
          acceptance_deadline: null,
        },
        {
          id: b,
          status: "REJECTED",
          winner_bidder_id: buyer.id,
          won_bid_price_in_pence: null,
          sold: 0,
          bid_count: 1,
          acceptance_deadline: null,
        },
      ]);
      const bids = await d1.sql("SELECT auction_id, bidder_id, amount_in_pence FROM bids ORDER BY auction_id");
      expect(bids).toEqual([
        { auction_id: a, bidder_id: buyer.id, amount_in_pence: 150000 },
        { auction_id: b, bidder_id: buyer.id, amount_in_pence: 10000 },
      ]);
    } finally {
      await d1.dispose();
    }
  }, 90_000);
});
