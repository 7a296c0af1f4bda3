// Durability: the runtime stops and starts again over the same persisted state (as `wrangler dev`
// does): the room comes back from its own storage with the ledger intact and carries on.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { afterAll, describe, expect, it } from "vitest";
import { migrationStatements, TEST_SECRETS, WORKER_SCRIPT } from "../support/worker";
import { createMember, createOrganization, launchBody, createDraftAuction, signTokenFor } from "../support/fixtures";
import type { TestWorker } from "../support/worker";

const dir = mkdtempSync(join(tmpdir(), "auction-restart-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The harness's Worker, but persisted under `dir` so a second instance sees the first one's state. */
async function boot(first: boolean): Promise<TestWorker> {
  const mf = new Miniflare({
    ...WORKER_SCRIPT,
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { DB: "restart-db" },
    d1Persist: join(dir, "d1"),
    durableObjectsPersist: join(dir, "do"),
    r2Buckets: ["MEDIA"],
    r2Persist: join(dir, "r2"),
    durableObjects: {
      AUCTION_ROOM: { className: "AuctionRoom", useSQLite: true },
      TOPIC_HUB: { className: "TopicHub", useSQLite: true },
    },
    serviceBindings: { ASSETS: () => new Response("Not Found", { status: 404 }) },
    bindings: {
      APP_ENV: "test",
      APP_URL: "http://localhost",
      AUCTION_API_URL: "",
      ALLOW_TEST_CLOCK: "1",
      SUPPORT_EMAIL: "s@t.test",
      SUPPORT_PHONE: "0",
      ...TEST_SECRETS,
    },
  });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  const d1 = (await mf.getD1Database("DB")) as unknown as D1Database;
  if (first) await d1.batch(migrationStatements().map((s) => d1.prepare(s)));
  const fetchPath = (path: string, init?: RequestInit) =>
    mf.dispatchFetch(`${url}${path}`, init as never) as unknown as Promise<Response>;
  return {
    mf,
    url,
    fetch: fetchPath,
    async api(method: string, path: string, opts: { body?: unknown; token?: string } = {}) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      const res = await fetchPath(`/api${path}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      return { status: res.status, body: (await res.json()) as never, headers: res.headers };
    },
    async sql<T>(query: string, ...params: unknown[]) {
      return (
        await d1
          .prepare(query)
          .bind(...params)
          .all()
      ).results as T[];
    },
    db: async () => d1,
    dispose: () => mf.dispose(),
  };
}

describe("restart", () => {
  it("keeps the ledger in the room across a restart", async () => {
    let worker = await boot(true);
    const seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
    const alice = await createMember(worker, await createOrganization(worker), { isBuyer: true });
    const bob = await createMember(worker, await createOrganization(worker), { isBuyer: true });
    const draft = await createDraftAuction(worker, seller);
    const published = await worker.api<{ endsOn: string }>("POST", `/auction/${draft.auctionId}/publish`, {
      token: await signTokenFor(seller),
      body: launchBody(0, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 }),
    });
    expect(published.status).toBe(200);
    const bid = (who: { token: string }, pounds: number) =>
      worker.api<{ result: { proxyBidInPence: number; bidsLeft: number } }>("POST", "/auction/bid", {
        token: who.token,
        body: { auctionId: draft.auctionId, amountInPence: pounds * 100 },
      });
    const a = { ...alice, token: await signTokenFor(alice) };
    const b = { ...bob, token: await signTokenFor(bob) };
    await bid(a, 1500);
    await bid(b, 1200);
    // The D1 copy is wiped while the runtime is down: only the room's own storage can restore it.
    await worker.dispose();
    worker = await boot(false);
    await worker.sql("DELETE FROM bids");

    const state = await worker.api<{ bidCount: number; highestBidInPence: number; status: string }>(
      "GET",
      `/test/auction/${draft.auctionId}/state`,
    );
    expect(state.body.data).toMatchObject({ status: "PUBLISHED", bidCount: 2, highestBidInPence: 125000 });
    const next = await bid(b, 2000);
    expect(next.body.data!.result).toEqual({ isHighestBid: true, proxyBidInPence: 155000, bidsLeft: 9997 });
    const closed = await worker.api<{ status: string }>("POST", `/test/auction/${draft.auctionId}/clock`, {
      body: { now: new Date(Date.parse(published.body.data!.endsOn) + 1000).toISOString() },
    });
    expect(closed.body.data!.status).toBe("SOLD");
    await worker.dispose();
  }, 60_000);
});
