import { describe, expect, it } from "vitest";
import type { OfferEntry } from "../contract/counter-offers";
import { fillFacts, noticeDeadline } from "./notice-facts";

const counter = (side: OfferEntry["side"], amountInPence: number): OfferEntry => ({
  side,
  kind: "COUNTER",
  amountInPence,
  at: "2026-07-01T10:00:00.000Z",
});
const WORDS = "{price} due by {by}: {answer}";

describe("a counter-offer notice's words", () => {
  it("name the price on the table, the deadline in UK time and what is left to do", () => {
    // Summer: UK time is an hour ahead of UTC.
    const offers = [counter("SELLER", 950_000)];
    expect(fillFacts(WORDS, { offers, answerBy: "2026-07-02T10:05:00.000Z" })).toBe(
      "£9,500 due by 11:05 on 02/07/2026: accept, decline or counter it",
    );
    // The third counter leaves only accept or decline; winter is UTC.
    const three = [counter("SELLER", 980_000), counter("BUYER", 850_050), counter("SELLER", 920_000)];
    expect(fillFacts(WORDS, { offers: three, answerBy: Date.parse("2026-12-01T23:30:00Z") })).toBe(
      "£9,200 due by 23:30 on 01/12/2026: accept or decline it",
    );
  });

  it("name the agreed price once accepted, and leave words without a thread as they are", () => {
    const agreed: OfferEntry[] = [
      counter("SELLER", 950_000),
      { side: "BUYER", kind: "ACCEPT", amountInPence: 950_000, at: "2026-07-01T11:00:00.000Z" },
    ];
    expect(fillFacts("sold at {price}", { offers: agreed, answerBy: null })).toBe("sold at £9,500");
    expect(fillFacts("{t} has sold", null)).toBe("{t} has sold");
  });

  it("write a deadline as the acceptance reminders do", () => {
    expect(noticeDeadline("2026-03-29T00:59:00.000Z")).toBe("00:59 on 29/03/2026");
    expect(noticeDeadline("2026-03-29T01:00:00.000Z")).toBe("02:00 on 29/03/2026");
  });
});
