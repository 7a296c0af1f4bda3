// The bid storm (issue 9): 1,000 bids from 50 bidders in 10 organisations, all fired at one
// instant at one auction of the built Worker through a pooled HTTP client (undici), so the test's
// sockets are not the bottleneck and the room sees the whole storm queued at once. The room
// serialises them; each accepted bid names its place in the ledger (bidsLeft), and replaying the
// accepted bids in that order through the contract's bidding rules must give exactly each answer,
// the ledger D1 holds, the final price and the winner. Nothing lost, nothing duplicated, even for
// the 50 bids sent twice at the same instant with the same Idempotency-Key.
import { Pool } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { replayAccepted, waitForLedger, type StormAnswer } from "../support/storm";
import { tooLowMessage } from "../../functions/contract/messages/bidding";
import { IDEMPOTENCY_KEY_HEADER } from "../../functions/contract/bid-idempotency";

const ORGS = 10;
const BIDDERS_PER_ORG = 5;
const BIDS_EACH = 20;

let worker: TestWorker;
let pool: Pool;
let seller: MemberFixture;
const bidders: { member: MemberFixture; token: string }[] = [];

beforeAll(async () => {
  // The request log lines of 1,000 bids would bury the test output.
  worker = await startWorker({ handleRuntimeStdio: (out, err) => (out.resume(), err.pipe(process.stderr)) });
  // One socket per bidder, as 50 dealers' browsers would hold; requests beyond that queue in the client.
  pool = new Pool(worker.url, { connections: 50, pipelining: 1 });
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
  for (let o = 0; o < ORGS; o++) {
    const org = await createOrganization(worker);
    for (let b = 0; b < BIDDERS_PER_ORG; b++) {
      const member = await createMember(worker, org, { isBuyer: true });
      bidders.push({ member, token: await signTokenFor(member) });
    }
  }
});
afterAll(async () => {
  await pool?.close();
  await worker?.dispose();
});

/** Deterministic amounts (whole pounds, rising with n) so a failure can be replayed. */
function amountFor(bidder: number, n: number): number {
  const jitter = (bidder * 7919 + n * 104729) % 1500;
  return (1000 + n * 1500 + jitter) * 100;
}

/** One bid; a socket dropped under the storm is retried with the same key, as the bid form does. */
async function post(token: string, auctionId: number, amountInPence: number, key: string, retried: { n: number }) {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await pool.request({
        method: "POST",
        path: "/api/auction/bid",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          [IDEMPOTENCY_KEY_HEADER]: key,
        },
        body: JSON.stringify({ auctionId, amountInPence }),
      });
      return { status: res.statusCode, body: (await res.body.json()) as StormAnswer["body"] };
    } catch (error) {
      if (attempt >= 3) throw error;
      retried.n++;
    }
  }
}

describe("bid storm", () => {
  it("takes 1,000 bids fired at once from 50 bidders exactly as the rules replay them", async () => {
    const auction = await createLiveAuction(worker, seller, {
      type: "MINIMUM_PRICE",
      minimumPriceInPence: 100000,
      timeOption: 1440,
    });
    const retried = { n: 0 };
    // Every request is handed to the pool before any answer is read. Round by round (n), so
    // amounts rise through the storm as rival dealers' would and many bids are accepted.
    const sends: Promise<StormAnswer>[] = [];
    const repeats: Promise<StormAnswer>[] = [];
    for (let n = 0; n < BIDS_EACH; n++) {
      bidders.forEach(({ member, token }, i) => {
        const amountInPence = amountFor(i, n);
        const key = `storm-${i}-${n}`;
        const send = () =>
          post(token, auction.auctionId, amountInPence, key, retried).then((r) => ({
            ...r,
            member,
            amountInPence,
            key,
          }));
        sends.push(send());
        // One bid of each bidder goes twice at the same instant (a double click on a flaky link).
        if (n === i % BIDS_EACH) repeats.push(send());
      });
    }
    const answers = await Promise.all(sends);
    const repeated = await Promise.all(repeats);
    expect(answers).toHaveLength(ORGS * BIDDERS_PER_ORG * BIDS_EACH);
    // A repeated key never places a second bid: if either copy was placed, both answer the same
    // result and exactly one of them says it was not a replay.
    for (const r of repeated) {
      const first = answers.find((a) => a.key === r.key)!;
      if (first.status !== 200 && r.status !== 200) continue;
      expect([r.status, r.body.data?.result]).toEqual([first.status, first.body.data?.result]);
      expect([first.body.data?.replayed, r.body.data?.replayed].sort()).toEqual([false, true]);
    }
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    // Every refusal is the rules' own (too low), never an overload or an error.
    expect(refused.map((r) => r.status).filter((s) => s !== 400)).toEqual([]);
    expect(accepted.length).toBeGreaterThan(50);

    // The room's count, then the D1 copy of the ledger once it holds all of them (it may trail).
    const room = await worker.api<{ highestBidInPence: number; bidCount: number; winnerBidderId: number }>(
      "GET",
      `/test/auction/${auction.auctionId}/state`,
    );
    expect(room.body.data!.bidCount).toBe(accepted.length);
    const ledger = await waitForLedger(worker, auction.auctionId, accepted.length);

    const replay = replayAccepted(accepted, {
      type: "MINIMUM_PRICE",
      minimumPriceInPence: 100000,
      endsOnMs: Date.parse(auction.endsOn),
      sellerOrganizationId: seller.organizationId,
      organizationIds: bidders.map((b) => b.member.organizationId),
    });
    // Nothing lost, nothing duplicated: the ledger is exactly the accepted bids in the room's order.
    expect(ledger.map((l) => [l.seq, l.bidder_id, l.amount_in_pence])).toEqual(
      replay.order.map((a, i) => [i + 1, a.member.id, a.amountInPence]),
    );
    // Each accepted answer is what the rules said at its place in the ledger.
    replay.order.forEach((a, i) => expect(a.body.data!.result).toEqual(replay.results[i]));
    // Each refusal was too low against a minimum its organisation faced at some point of the storm.
    for (const r of refused) {
      const seen = [...replay.minimums.get(r.member.organizationId)!];
      expect(
        seen.some((m) => r.amountInPence < m && r.body.message === tooLowMessage(m)),
        `${r.amountInPence} ${r.body.message}`,
      ).toBe(true);
    }

    const price = replay.price;
    const [row] = await worker.sql<Record<string, number>>(
      "SELECT highest_bid_in_pence, bid_count, winner_bidder_id, winner_organization_id FROM auctions WHERE id = ?",
      auction.auctionId,
    );
    expect(row).toEqual({
      highest_bid_in_pence: price.highestBidInPence,
      bid_count: accepted.length,
      winner_bidder_id: Number(price.leader!.bidderId),
      winner_organization_id: Number(price.leader!.bidderOrganizationId),
    });
    const leaderRow = ledger[price.leader!.seq - 1];
    expect(ledger.filter((l) => l.is_highest === 1).map((l) => l.id)).toEqual([leaderRow.id]);
    expect(room.body.data).toMatchObject({
      highestBidInPence: price.highestBidInPence,
      winnerBidderId: Number(price.leader!.bidderId),
    });
    console.info(
      `storm: ${accepted.length} accepted, ${refused.length} refused, ${repeated.filter((r) => r.status === 200).length} of ${repeated.length} repeats answered as placed, ${retried.n} sockets retried`,
    );
  }, 120_000);
});
