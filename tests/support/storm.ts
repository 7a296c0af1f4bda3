// Checking a bid storm against the rules: the accepted answers, put in the order the room gave them
// (each names its place through bidsLeft), are replayed through the contract's bidding rules.
import {
  auctionPrice,
  emptyBiddingState,
  minimumNextBidInPence,
  placeBid,
  type AuctionPrice,
  type BiddingState,
  type PlaceBidResult,
} from "../../functions/contract/bidding-rules";
import { MAX_BIDS_PER_AUCTION, type AuctionType } from "../../functions/contract/auctions";
import type { MemberFixture } from "./fixtures";
import type { TestWorker } from "./worker";

export interface StormAnswer {
  member: MemberFixture;
  amountInPence: number;
  key: string;
  status: number;
  body: { data?: { result: PlaceBidResult; replayed?: boolean }; message?: string };
}

export interface LedgerRow {
  id: string;
  seq: number;
  bidder_id: number;
  amount_in_pence: number;
  is_highest: number;
}

export interface Replay {
  /** Accepted answers in ledger order. */
  order: StormAnswer[];
  /** The rules' answer to each, same order. */
  results: PlaceBidResult[];
  price: AuctionPrice;
  /** Every minimum next bid each organisation faced during the replay. */
  minimums: Map<number, Set<number>>;
}

export function replayAccepted(
  accepted: StormAnswer[],
  auction: {
    type: AuctionType;
    minimumPriceInPence: number | null;
    endsOnMs: number;
    sellerOrganizationId: number;
    organizationIds: number[];
  },
): Replay {
  const order: StormAnswer[] = [];
  for (const a of accepted) {
    const seq = MAX_BIDS_PER_AUCTION - a.body.data!.result.bidsLeft;
    if (order[seq - 1]) throw new Error(`two accepted answers claim ledger place ${seq}`);
    order[seq - 1] = a;
  }
  if (order.length !== accepted.length || order.includes(undefined as never)) {
    throw new Error("the accepted answers do not name places 1..n of the ledger");
  }
  const rules = { type: auction.type, minimumPriceInPence: auction.minimumPriceInPence };
  const bidding = {
    ...rules,
    status: "PUBLISHED" as const,
    endsOnMs: auction.endsOnMs,
  };
  const orgs = [...new Set(auction.organizationIds)];
  let state: BiddingState = emptyBiddingState();
  const minimums = new Map(orgs.map((o) => [o, new Set([minimumNextBidInPence(state, rules, String(o))])]));
  const results: PlaceBidResult[] = [];
  const at = auction.endsOnMs - 1;
  order.forEach((a, i) => {
    const out = placeBid(
      state,
      {
        bidId: `seq-${i + 1}`,
        bidderId: String(a.member.id),
        bidderOrganizationId: String(a.member.organizationId),
        amountInPence: a.amountInPence,
        at,
      },
      bidding,
      at,
    );
    if (!out.ok) throw new Error(`the rules refuse ledger place ${i + 1}: ${out.message}`);
    state = out.state;
    results.push(out.result);
    for (const o of orgs) minimums.get(o)!.add(minimumNextBidInPence(state, rules, String(o)));
  });
  return { order, results, price: auctionPrice(state, rules), minimums };
}

/** The D1 copy of the auction's ledger once it (and the auction row) holds `count` bids (it is written off the answer path). */
export async function waitForLedger(worker: TestWorker, auctionId: number, count: number): Promise<LedgerRow[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await worker.sql<LedgerRow>(
      "SELECT id, seq, bidder_id, amount_in_pence, is_highest FROM bids WHERE auction_id = ? ORDER BY seq",
      auctionId,
    );
    const [auction] = await worker.sql<{ n: number }>("SELECT bid_count AS n FROM auctions WHERE id = ?", auctionId);
    if ((rows.length >= count && auction?.n >= count) || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}
