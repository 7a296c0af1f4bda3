// The counter-offer turn rules (decision 0148): who may move, what a counter may be, three rounds.
import { describe, expect, it } from "vitest";
import { COUNTER_OFFER_MAX_ROUNDS, offerMove, offerState, type OfferEntry } from "./counter-offers";

const AT = "2026-11-25T10:00:00.000Z";
const BEST = 800_000;
const RESERVE = 1_000_000;
const counter = (side: OfferEntry["side"], amountInPence: number): OfferEntry => ({
  side,
  kind: "COUNTER",
  amountInPence,
  at: AT,
});

describe("counter-offers", () => {
  it("opens with the seller, between the best bid and the reserve", () => {
    const s = offerState([], BEST, RESERVE);
    expect(s).toMatchObject({
      turn: "SELLER",
      rounds: 0,
      priceInPence: null,
      canCounter: true,
      above: BEST,
      below: RESERVE,
    });
    expect(offerMove(s, "BUYER", "COUNTER", 900_000, AT)).toEqual({ ok: false, refusal: "NOT_YOUR_TURN" });
    expect(offerMove(s, "SELLER", "ACCEPT", undefined, AT)).toEqual({ ok: false, refusal: "NO_OFFER" });
    expect(offerMove(s, "SELLER", "COUNTER", undefined, AT)).toEqual({ ok: false, refusal: "AMOUNT_REQUIRED" });
    for (const bad of [BEST, RESERVE, 700_000, 1_200_000])
      expect(offerMove(s, "SELLER", "COUNTER", bad, AT)).toEqual({ ok: false, refusal: "AMOUNT_OUT_OF_RANGE" });
    expect(offerMove(s, "SELLER", "COUNTER", 950_000, AT)).toEqual({ ok: true, entry: counter("SELLER", 950_000) });
  });

  it("converges: the buyer counters above their best bid and below the seller's price", () => {
    const s = offerState([counter("SELLER", 950_000)], BEST, RESERVE);
    expect(s).toMatchObject({ turn: "BUYER", rounds: 1, priceInPence: 950_000, above: BEST, below: 950_000 });
    expect(offerMove(s, "BUYER", "COUNTER", 960_000, AT)).toMatchObject({ ok: false, refusal: "AMOUNT_OUT_OF_RANGE" });
    expect(offerMove(s, "BUYER", "COUNTER", 870_000, AT)).toMatchObject({ ok: true });
    const next = offerState([counter("SELLER", 950_000), counter("BUYER", 870_000)], BEST, RESERVE);
    expect(next).toMatchObject({ turn: "SELLER", above: 870_000, below: 950_000 });
    expect(offerMove(next, "SELLER", "ACCEPT", undefined, AT)).toEqual({
      ok: true,
      entry: { side: "SELLER", kind: "ACCEPT", amountInPence: 870_000, at: AT },
    });
  });

  it("allows three counters in all; then only accept or decline", () => {
    const thread = [counter("SELLER", 950_000), counter("BUYER", 870_000), counter("SELLER", 920_000)];
    expect(thread).toHaveLength(COUNTER_OFFER_MAX_ROUNDS);
    const s = offerState(thread, BEST, RESERVE);
    expect(s).toMatchObject({ turn: "BUYER", rounds: 3, canCounter: false, priceInPence: 920_000 });
    expect(offerMove(s, "BUYER", "COUNTER", 900_000, AT)).toEqual({ ok: false, refusal: "NO_ROUNDS_LEFT" });
    expect(offerMove(s, "BUYER", "DECLINE", undefined, AT)).toMatchObject({ ok: true, entry: { kind: "DECLINE" } });
  });

  it("closes once answered or expired; Trying to Deal has no ceiling", () => {
    const accepted = [
      counter("SELLER", 950_000),
      { side: "BUYER", kind: "ACCEPT", amountInPence: 950_000, at: AT } as const,
    ];
    expect(offerState(accepted, BEST, RESERVE)).toMatchObject({ turn: null, canCounter: false });
    const expired = [
      counter("SELLER", 950_000),
      { side: "BUYER", kind: "EXPIRED", amountInPence: null, at: AT } as const,
    ];
    expect(offerState(expired, BEST, RESERVE).turn).toBeNull();
    const open = offerState([], BEST, null);
    expect(offerMove(open, "SELLER", "COUNTER", 5_000_000, AT)).toMatchObject({ ok: true });
  });
});
