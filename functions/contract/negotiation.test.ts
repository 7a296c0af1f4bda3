// What each side of a counter-offer thread sees, the fee of a price, the window setting (decisions 0167, 0168).
import { describe, expect, it } from "vitest";
import { COUNTER_OFFER_WINDOW_MS } from "./counter-offers";
import { bandFeeInPence, counterOfferWindowMs, negotiationView, type NegotiationInput } from "./negotiation";

const AT = "2026-11-25T10:00:00.000Z";
const base: NegotiationInput = {
  side: "SELLER",
  thread: [],
  open: true,
  bestBidInPence: 705_000,
  reserveInPence: 1_000_000,
  deadline: AT,
  feeBands: [
    { upToInPence: 500_000, feeInPence: 7_500 },
    { upToInPence: null, feeInPence: 15_000 },
  ],
};

describe("negotiationView", () => {
  it("shows the seller the choice to counter, and the buyer nothing before the first counter", () => {
    expect(negotiationView(base)).toMatchObject({ yourTurn: true, canCounter: true, counterBelow: 1_000_000 });
    expect(negotiationView({ ...base, side: "BUYER" })).toBeNull();
    expect(negotiationView({ ...base, open: false })).toBeNull();
  });

  it("after the seller's counter: the buyer's turn, bounded by that price (never the reserve)", () => {
    const thread = [{ side: "SELLER" as const, kind: "COUNTER" as const, amountInPence: 950_000, at: AT }];
    expect(negotiationView({ ...base, side: "BUYER", thread })).toMatchObject({
      yourTurn: true,
      priceInPence: 950_000,
      counterAbove: 705_000,
      counterBelow: 950_000,
      roundsLeft: 2,
    });
    expect(negotiationView({ ...base, thread })).toMatchObject({ yourTurn: false, canCounter: false });
    expect(negotiationView({ ...base, thread, open: false })).toMatchObject({ open: false, deadline: null });
  });
});

describe("bandFeeInPence", () => {
  it("takes the first band the price fits, the open band last", () => {
    expect(bandFeeInPence(base.feeBands, 500_000)).toBe(7_500);
    expect(bandFeeInPence(base.feeBands, 500_001)).toBe(15_000);
    expect(bandFeeInPence([], 500_000)).toBe(0);
  });
});

describe("counterOfferWindowMs", () => {
  it("reads the setting in hours, else the 24-hour default", () => {
    expect(counterOfferWindowMs("12")).toBe(12 * 60 * 60 * 1000);
    expect(counterOfferWindowMs("0.5")).toBe(30 * 60 * 1000);
    for (const bad of [undefined, "", "0", "-3", "soon"])
      expect(counterOfferWindowMs(bad)).toBe(COUNTER_OFFER_WINDOW_MS);
  });
});
