// 50 bidders in 10 organisations bid on one auction at the same moment through the HTTP API, each
// sending 20 bids one after another as a bidding client does (so 50 requests are always in flight).
// The room serialises them; replaying the ledger (from D1, in seq order) through the bidding rules
// must give exactly the answers each bidder got, and the final price and winner.
// (All 1,000 as separate simultaneous connections overwhelm the test client's loopback sockets to
// workerd with EPIPE/ECONNRESET before the Worker sees them, so that is not what is measured; a
// dropped socket is retried with the bid's Idempotency-Key, as the bid form does.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import {
  auctionPrice,
  emptyBiddingState,
  minimumNextBidInPence,
  placeBid,
  type BiddingState,
  type PlaceBidResult,
} from "../../functions/contract/bidding-rules";
import { tooLowMessage } from "../../functions/contract/messages/bidding";
import { MAX_BIDS_PER_AUCTION } from "../../functions/contract/auctions";
import { IDEMPOTENCY_KEY_HEADER } from "../../functions/contract/bid-idempotency";

const ORGS = 10;
const BIDDERS_PER_ORG = 5;
const BIDS_EACH = 20;

let worker: TestWorker;
let seller: MemberFixture;
const bidders: { member: MemberFixture; token: string }[] = [];

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
  for (let o = 0; o < ORGS; o++) {
    const org = await createOrganization(worker);
    for (let b = 0; b < BIDDERS_PER_ORG; b++) {
      const member = await createMember(worker, org, { isBuyer: true });
      bidders.push({ member, token: await signTokenFor(member) });
    }
  }
});
afterAll(() => worker?.dispose());

/** Deterministic amounts (whole pounds, rising per bidder) so a failure can be replayed. */
function amountFor(bidder: number, n: number): number {
  const jitter = (bidder * 7919 + n * 104729) % 1500;
  return (1000 + n * 1500 + jitter) * 100;
}

interface Sent {
  member: MemberFixture;
  amountInPence: number;
  status: number;
  result?: PlaceBidResult;
  message?: string;
}

/**
 * One bid as a client on a flaky link sends it: a socket the loaded machine drops ("fetch failed")
 * is retried with the same Idempotency-Key, so a bid whose first answer was lost is still placed
 * once (the ledger checks below would see a duplicate).
 */
async function bidOnce(token: string, auctionId: number, amountInPence: number, key: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await worker.api<{ result: PlaceBidResult }>("POST", "/auction/bid", {
        token,
        body: { auctionId, amountInPence },
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

describe("concurrent bidding", () => {
  it(
    "serialises 1,000 bids from 50 simultaneous bidders exactly as the rules replay them",
    { timeout: 180_000 },
    async () => {
      const auction = await createLiveAuction(worker, seller, {
        type: "MINIMUM_PRICE",
        minimumPriceInPence: 100000,
        timeOption: 1440,
      });
      const streams = await Promise.all(
        bidders.map(async ({ member, token }, i) => {
          const out: Sent[] = [];
          for (let n = 0; n < BIDS_EACH; n++) {
            const amountInPence = amountFor(i, n);
            const res = await bidOnce(token, auction.auctionId, amountInPence, `storm-${i}-${n}`);
            out.push({
              member,
              amountInPence,
              status: res.status,
              result: res.body.data?.result,
              message: res.body.message,
            });
          }
          return out;
        }),
      );
      const sent = streams.flat();
      const requests = sent;

      const ledger = await worker.sql<{
        id: string;
        seq: number;
        bidder_id: number;
        bidder_organization_id: number;
        amount_in_pence: number;
        created_on: string;
        is_highest: number;
      }>(
        "SELECT id, seq, bidder_id, bidder_organization_id, amount_in_pence, created_on, is_highest FROM bids WHERE auction_id = ? ORDER BY seq",
        auction.auctionId,
      );
      const accepted = sent.filter((s) => s.status === 200);
      const refused = sent.filter((s) => s.status !== 200);
      // Nothing lost, nothing duplicated: every accepted bid is one ledger row, seqs are 1..n.
      expect(accepted.length + refused.length).toBe(requests.length);
      expect(ledger.length).toBe(accepted.length);
      expect(ledger.map((l) => l.seq)).toEqual(ledger.map((_, i) => i + 1));
      expect(accepted.length).toBeGreaterThan(50);

      // Replay the ledger through the rules, keeping each step's result and each org's minimum.
      const rules = { type: "MINIMUM_PRICE" as const, minimumPriceInPence: 100000 };
      const bidding = {
        ...rules,
        status: "PUBLISHED" as const,
        endsOnMs: Date.parse(auction.endsOn),
        sellerOrganizationId: String(seller.organizationId),
      };
      let state: BiddingState = emptyBiddingState();
      const orgIds = [...new Set(bidders.map((b) => String(b.member.organizationId)))];
      const minimums = new Map<string, Set<number>>(
        orgIds.map((o) => [o, new Set([minimumNextBidInPence(state, rules, o)])]),
      );
      const replayed = new Map<number, PlaceBidResult>();
      for (const row of ledger) {
        const at = Date.parse(row.created_on);
        const out = placeBid(
          state,
          {
            bidId: row.id,
            bidderId: String(row.bidder_id),
            bidderOrganizationId: String(row.bidder_organization_id),
            amountInPence: row.amount_in_pence,
            at,
          },
          bidding,
          at,
        );
        if (!out.ok) throw new Error(`replay refused seq ${row.seq}: ${out.message}`);
        state = out.state;
        replayed.set(row.seq, out.result);
        for (const o of orgIds) minimums.get(o)!.add(minimumNextBidInPence(state, rules, o));
      }

      // Each accepted answer is the replay's answer at its place in the ledger (bidsLeft names the place).
      const claimed = new Set<number>();
      for (const s of accepted) {
        const seq = MAX_BIDS_PER_AUCTION - s.result!.bidsLeft;
        const row = ledger[seq - 1];
        expect(claimed.has(seq)).toBe(false);
        claimed.add(seq);
        expect([row.bidder_id, row.amount_in_pence]).toEqual([s.member.id, s.amountInPence]);
        expect(s.result).toEqual(replayed.get(seq));
      }
      // Each refusal was too low against the minimum its organisation faced at some point in the ledger.
      for (const s of refused) {
        expect(s.status).toBe(400);
        const seen = [...minimums.get(String(s.member.organizationId))!];
        expect(
          seen.some((m) => s.amountInPence < m && s.message === tooLowMessage(m)),
          `${s.amountInPence} ${s.message}`,
        ).toBe(true);
      }

      const price = auctionPrice(state, rules);
      const [row] = await worker.sql<{
        highest_bid_in_pence: number;
        bid_count: number;
        winner_bidder_id: number;
        winner_organization_id: number;
      }>(
        "SELECT highest_bid_in_pence, bid_count, winner_bidder_id, winner_organization_id FROM auctions WHERE id = ?",
        auction.auctionId,
      );
      expect(row).toEqual({
        highest_bid_in_pence: price.highestBidInPence,
        bid_count: ledger.length,
        winner_bidder_id: Number(price.leader!.bidderId),
        winner_organization_id: Number(price.leader!.bidderOrganizationId),
      });
      expect(ledger.filter((l) => l.is_highest === 1).map((l) => l.id)).toEqual([price.leader!.bidId]);
      const room = await worker.api<{ highestBidInPence: number; bidCount: number; winnerBidderId: number }>(
        "GET",
        `/test/auction/${auction.auctionId}/state`,
      );
      expect(room.body.data).toMatchObject({
        highestBidInPence: price.highestBidInPence,
        bidCount: ledger.length,
        winnerBidderId: Number(price.leader!.bidderId),
      });
    },
  );
});
