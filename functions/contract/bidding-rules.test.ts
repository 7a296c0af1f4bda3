import { describe, expect, it } from "vitest";
import {
  auctionPrice,
  closeOutcome,
  deriveAuctionPrice,
  emptyBiddingState,
  minimumNextBidInPence,
  placeBid,
  rebuildState,
  reserveMet,
  viewerBidStatusMessage,
  type BiddingAuction,
  type BiddingState,
  type ClosingAuction,
  type LedgerEntry,
} from "./bidding-rules";
import { buyerFeeInPence } from "./fees";
import { BID_ERROR_MESSAGES, tooLowMessage } from "./messages/bidding";
import { BID_STATUS_MESSAGES } from "./messages/bid-status";
import { MAX_BIDS_PER_AUCTION } from "./auctions";
import { formatPounds } from "./money";

const NOW = Date.parse("2025-03-01T12:00:00Z");
const ENDS = NOW + 60 * 60 * 1000;
const base: BiddingAuction = {
  type: "TRYING_TO_DEAL",
  minimumPriceInPence: null,
  status: "PUBLISHED",
  endsOnMs: ENDS,
};
const physical = (reserve: number): BiddingAuction => ({ ...base, type: "PHYSICAL", minimumPriceInPence: reserve });

let counter = 0;
/** [org, pounds] or [org, pounds, bidder]; bidder defaults to the org id. */
type Bid = [org: string, pounds: number, bidder?: string];

function bid(state: BiddingState, [org, pounds, bidder]: Bid, auction: BiddingAuction = base, at: number = NOW) {
  counter += 1;
  return placeBid(
    state,
    { bidId: `b${counter}`, bidderId: bidder ?? org, bidderOrganizationId: org, amountInPence: pounds * 100, at },
    auction,
    NOW,
  );
}

function run(bids: Bid[], auction: BiddingAuction = base): BiddingState {
  return bids.reduce((state, b) => {
    const out = bid(state, b, auction);
    if (!out.ok) throw new Error(`${b.join(" ")}: ${out.message}`);
    return out.state;
  }, emptyBiddingState());
}

function ledgerOf(n: number): LedgerEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `l${i}`,
    bidderId: `u${i % 2}`,
    bidderOrganizationId: `o${i % 2}`,
    amountInPence: 10000 + i * 5000,
    seq: i + 1,
    at: NOW - 1000,
  }));
}

describe("visible price and leader", () => {
  it.each<[string, Bid[], BiddingAuction, number, string]>([
    ["first bid at opening minimum", [["A", 100]], base, 10000, "A"],
    ["single org shows opening minimum, not its maximum", [["A", 500]], base, 10000, "A"],
    [
      "second org below top",
      [
        ["A", 500],
        ["B", 300],
      ],
      base,
      35000,
      "A",
    ],
    [
      "second org close to top is capped at top",
      [
        ["A", 500],
        ["B", 480],
      ],
      base,
      50000,
      "A",
    ],
    [
      "second org outbids",
      [
        ["A", 300],
        ["B", 500],
      ],
      base,
      35000,
      "B",
    ],
    [
      "tie goes to the earlier maximum",
      [
        ["A", 500],
        ["B", 500],
      ],
      base,
      50000,
      "A",
    ],
    [
      "three orgs use the top two",
      [
        ["A", 200],
        ["B", 500],
        ["C", 400],
      ],
      base,
      45000,
      "B",
    ],
    [
      "colleagues share one org maximum",
      [
        ["A", 300, "a1"],
        ["A", 600, "a2"],
        ["B", 400],
      ],
      base,
      45000,
      "A",
    ],
    [
      "MINIMUM_PRICE opens at its minimum",
      [["A", 2500]],
      { ...base, type: "MINIMUM_PRICE", minimumPriceInPence: 250000 },
      250000,
      "A",
    ],
    ["PHYSICAL opens at £100, its minimum is a reserve", [["A", 200]], physical(250000), 10000, "A"],
    ["single org over reserve shows reserve", [["A", 4000]], physical(300000), 300000, "A"],
    [
      "second bidder above reserve",
      [
        ["A", 4000],
        ["B", 3100],
      ],
      physical(300000),
      315000,
      "A",
    ],
  ])("%s", (_name, bids, auction, price, leaderOrg) => {
    const state = run(bids, auction);
    const derived = auctionPrice(state, auction);
    expect(derived.highestBidInPence).toBe(price);
    expect(derived.leader?.bidderOrganizationId).toBe(leaderOrg);
    expect(deriveAuctionPrice(state.ledger, auction)).toEqual(derived);
  });

  it("tie: the leading bid is the earlier ledger entry", () => {
    const state = run([
      ["A", 500],
      ["B", 500],
    ]);
    expect(auctionPrice(state, base).leader).toMatchObject({ bidId: state.ledger[0].id, maxInPence: 50000 });
    expect(minimumNextBidInPence(state, base, "B")).toBe(55000);
  });

  it("leader raising its own maximum does not move the visible price", () => {
    const before = run([
      ["A", 200],
      ["B", 150],
    ]);
    expect(auctionPrice(before, base).highestBidInPence).toBe(20000);
    expect(minimumNextBidInPence(before, base, "A")).toBe(25000);
    const out = bid(before, ["A", 800, "a2"]);
    if (!out.ok) throw new Error(out.message);
    expect(out.result).toEqual({ isHighestBid: true, proxyBidInPence: 20000, bidsLeft: MAX_BIDS_PER_AUCTION - 3 });
    expect(auctionPrice(out.state, base).leader).toMatchObject({ bidderId: "a2", maxInPence: 80000 });
  });

  it("leader raising its maximum to meet the reserve jumps the price to the reserve", () => {
    const auction = physical(300000);
    const state = run(
      [
        ["A", 1000],
        ["B", 500],
        ["A", 2500],
      ],
      auction,
    );
    expect(auctionPrice(state, auction).highestBidInPence).toBe(55000);
    expect(reserveMet(state, auction)).toBe(false);
    const out = bid(state, ["A", 3500], auction);
    if (!out.ok) throw new Error(out.message);
    expect(out.result.proxyBidInPence).toBe(300000);
    expect(reserveMet(out.state, auction)).toBe(true);
  });

  it("incremental state matches a full rescan across random bidding", () => {
    let seed = 42;
    const rand = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    const auction = physical(400000);
    let state = emptyBiddingState();
    for (let i = 0; i < 300; i += 1) {
      const org = `o${rand(6)}`;
      const min = minimumNextBidInPence(state, auction, org);
      const out = bid(state, [org, min / 100 + rand(4) * 50], auction);
      if (!out.ok) throw new Error(out.message);
      state = out.state;
      expect(rebuildState(state.ledger)).toEqual(state);
    }
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe("placeBid refusals", () => {
  const first = run([
    ["A", 2000],
    ["B", 950],
  ]); // visible £1,000

  it.each<[string, BiddingState, Bid, BiddingAuction, number, string]>([
    [
      "below opening minimum",
      emptyBiddingState(),
      ["A", 99],
      base,
      NOW,
      "Your bid must be greater than or equal to £100",
    ],
    ["below price + £50", first, ["C", 1000], base, NOW, "Your bid must be greater than or equal to £1,050"],
    ["leader below own max + £50", first, ["A", 2000], base, NOW, "Your bid must be greater than or equal to £2,050"],
    [
      "below MINIMUM_PRICE minimum",
      emptyBiddingState(),
      ["A", 2499],
      { ...base, type: "MINIMUM_PRICE", minimumPriceInPence: 250000 },
      NOW,
      "Your bid must be greater than or equal to £2,500",
    ],
    ["at exactly endsOn", emptyBiddingState(), ["A", 100], base, ENDS, BID_ERROR_MESSAGES.ENDED],
    ["after endsOn", emptyBiddingState(), ["A", 100], base, ENDS + 1, BID_ERROR_MESSAGES.ENDED],
    // The moment is the policy's rule (bidMomentRefusal); who the bidder is, policy.test.ts.
    ...(["DRAFT", "CANCELLED", "WAITING", "TO_ACCEPT", "SOLD", "ENDED"] as const).map(
      (status): [string, BiddingState, Bid, BiddingAuction, number, string] => [
        `status ${status}`,
        emptyBiddingState(),
        ["A", 100],
        { ...base, status },
        NOW,
        status === "DRAFT" || status === "CANCELLED" ? BID_ERROR_MESSAGES.NOT_PUBLISHED : BID_ERROR_MESSAGES.ENDED,
      ],
    ),
  ])("%s", (_name, state, b, auction, at, message) => {
    const out = bid(state, b, auction, at);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toBe(message);
  });

  it("accepts a bid 1 ms before the end, given as an ISO string", () => {
    const out = placeBid(
      emptyBiddingState(),
      {
        bidId: "x",
        bidderId: "u",
        bidderOrganizationId: "A",
        amountInPence: 10000,
        at: new Date(ENDS - 1).toISOString(),
      },
      base,
      ENDS - 1,
    );
    expect(out.ok).toBe(true);
  });

  it("refuses when the server clock has passed the end even if `at` has not", () => {
    const out = placeBid(
      emptyBiddingState(),
      { bidId: "x", bidderId: "u", bidderOrganizationId: "A", amountInPence: 10000, at: NOW },
      base,
      ENDS,
    );
    expect(out).toMatchObject({ ok: false, code: "ENDED" });
  });

  it.each([10050, 10000.5, 0, -10000, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    "refuses %s pence as not whole pounds",
    (amountInPence) => {
      const out = placeBid(
        emptyBiddingState(),
        { bidId: "x", bidderId: "u", bidderOrganizationId: "A", amountInPence, at: NOW },
        base,
        NOW,
      );
      expect(out).toEqual({ ok: false, code: "NOT_INTEGER", message: "Bid must be an integer" });
    },
  );

  it("TOO_LOW carries the minimum for the UI", () => {
    expect(bid(first, ["C", 1000])).toMatchObject({
      code: "TOO_LOW",
      minimumBidInPence: 105000,
      message: tooLowMessage(105000),
    });
  });
});

describe("bid cap", () => {
  it("counts bidsLeft down from 10,000", () => {
    const out = bid(
      run([
        ["A", 100],
        ["B", 150],
      ]),
      ["A", 300],
    );
    expect(out.ok && out.result.bidsLeft).toBe(9997);
  });

  it("accepts the 10,000th bid and refuses the 10,001st", () => {
    const state = rebuildState(ledgerOf(MAX_BIDS_PER_AUCTION - 1));
    expect(deriveAuctionPrice(state.ledger, base).bidCount).toBe(9999);
    const min = minimumNextBidInPence(state, base, "C");
    const last = placeBid(
      state,
      { bidId: "last", bidderId: "c", bidderOrganizationId: "C", amountInPence: min, at: NOW },
      base,
      NOW,
    );
    if (!last.ok) throw new Error(last.message);
    expect(last.result.bidsLeft).toBe(0);
    expect(last.state.ledger[last.state.ledger.length - 1].seq).toBe(10000);
    const over = placeBid(
      last.state,
      { bidId: "over", bidderId: "c", bidderOrganizationId: "C", amountInPence: min * 10, at: NOW },
      base,
      NOW,
    );
    expect(over).toEqual({
      ok: false,
      code: "LIMIT",
      message: "The maximum number of bids for this auction has been reached",
    });
  });
});

describe("closeOutcome", () => {
  const close = (bids: Bid[], auction: Partial<ClosingAuction>) => {
    const full: ClosingAuction = {
      type: "TRYING_TO_DEAL",
      minimumPriceInPence: null,
      autoAcceptPriceInPence: null,
      publishTarget: "EVERYWHERE",
      ...auction,
    };
    return closeOutcome(run(bids, { ...base, ...full }), full);
  };
  it.each<[string, Bid[], Partial<ClosingAuction>, string]>([
    ["no bids", [], {}, "ENDED"],
    ["no bids, GROUP_ONLY", [], { publishTarget: "GROUP_ONLY" }, "ENDED"],
    ["no bids, GROUP_FIRST", [], { publishTarget: "GROUP_FIRST" }, "RELAUNCH_EVERYWHERE"],
    ["GROUP_FIRST with group bids", [["A", 100]], { publishTarget: "GROUP_FIRST", groupBidCount: 1 }, "TO_ACCEPT"],
    ["MINIMUM_PRICE with a bid", [["A", 100]], { type: "MINIMUM_PRICE" }, "SOLD"],
    ["PHYSICAL reserve met", [["A", 3000]], { type: "PHYSICAL", minimumPriceInPence: 300000 }, "SOLD"],
    ["PHYSICAL reserve not met", [["A", 2999]], { type: "PHYSICAL", minimumPriceInPence: 300000 }, "TO_ACCEPT"],
    [
      "TRYING_TO_DEAL below auto-accept",
      [
        ["A", 500],
        ["B", 400],
      ],
      { autoAcceptPriceInPence: 50000 },
      "TO_ACCEPT",
    ],
    [
      "TRYING_TO_DEAL at auto-accept",
      [
        ["A", 500],
        ["B", 450],
      ],
      { autoAcceptPriceInPence: 50000 },
      "SOLD",
    ],
    [
      "PHYSICAL reserve not met but auto-accept reached",
      [
        ["A", 500],
        ["B", 450],
      ],
      { type: "PHYSICAL", minimumPriceInPence: 900000, autoAcceptPriceInPence: 50000 },
      "SOLD",
    ],
    ["auto-accept of 0 is unset", [["A", 100]], { autoAcceptPriceInPence: 0 }, "TO_ACCEPT"],
  ])("%s", (_name, bids, auction, expected) => {
    expect(close(bids, auction)).toBe(expected);
  });

  it("reserve met/not met", () => {
    const auction = physical(300000);
    expect(reserveMet(emptyBiddingState(), auction)).toBe(false);
    expect(reserveMet(run([["A", 2999]], auction), auction)).toBe(false);
    expect(reserveMet(run([["A", 3000]], auction), auction)).toBe(true);
    expect(reserveMet(run([["A", 100]]), base)).toBe(true);
  });
});

describe("buyerFeeInPence", () => {
  it.each([
    [0, 3500],
    [100000, 3500],
    [100001, 5000],
    [250000, 5000],
    [250001, 7500],
    [500000, 7500],
    [500001, 9500],
    [1000000, 9500],
    [1000001, 12500],
    [2000000, 12500],
    [2000001, 15000],
    [99999999900, 15000],
  ])("%i pence -> %i", (sale, fee) => {
    expect(buyerFeeInPence(sale)).toBe(fee);
  });
  it("rejects nonsense prices", () => {
    expect(() => buyerFeeInPence(-1)).toThrow(RangeError);
    expect(() => buyerFeeInPence(1.5)).toThrow(RangeError);
  });
});

describe("messages", () => {
  it.each([
    [0, "£0"],
    [10000, "£100"],
    [105000, "£1,050"],
    [10050, "£100.50"],
    [123456789, "£1,234,567.89"],
  ])("formatPounds(%i) = %s", (pence, text) => {
    expect(formatPounds(pence)).toBe(text);
  });

  it("builds the status bar messages", () => {
    expect(BID_STATUS_MESSAGES.highest(105000)).toBe("Your bid of £1,050 is the highest");
    expect(BID_STATUS_MESSAGES.highestWithMaximum(20000, 80000)).toBe(
      "Your bid of £200 is the highest. Your maximum bid is £800",
    );
    expect(BID_STATUS_MESSAGES.notHighest(20000)).toBe("Your bid of £200 is not the highest - try again");
    expect(BID_STATUS_MESSAGES.notHighestFinal(20000)).toBe("Your bid of £200 was not the highest");
    expect(BID_STATUS_MESSAGES.winning(20000)).toBe("The winning bid was £200");
  });

  it.each<[string, Bid[], string | null, boolean, string | null]>([
    ["no bid from viewer", [["A", 500]], "B", false, null],
    [
      "leader whose max is the price",
      [
        ["A", 500],
        ["B", 500],
      ],
      "A",
      false,
      "Your bid of £500 is the highest",
    ],
    [
      "leader with higher max",
      [
        ["A", 800],
        ["B", 150],
      ],
      "A",
      false,
      "Your bid of £200 is the highest. Your maximum bid is £800",
    ],
    [
      "outbid",
      [
        ["A", 800],
        ["B", 150],
      ],
      "B",
      false,
      "Your bid of £150 is not the highest - try again",
    ],
    [
      "closed",
      [
        ["A", 800],
        ["B", 150],
      ],
      "B",
      true,
      "The winning bid was £200",
    ],
    ["closed without bids", [], "B", true, null],
  ])("%s", (_name, bids, viewer, closed, expected) => {
    expect(viewerBidStatusMessage(run(bids), base, viewer, closed)).toBe(expected);
  });

  it('drops "try again" once the bid cap is reached', () => {
    const state = rebuildState(ledgerOf(MAX_BIDS_PER_AUCTION));
    const loser = state.orgMaxima.o0;
    expect(viewerBidStatusMessage(state, base, "o0", false)).toBe(
      BID_STATUS_MESSAGES.notHighestFinal(loser.maxInPence),
    );
  });
});
