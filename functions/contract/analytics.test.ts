// The donuts' colours and words (issue 22): every slice of a chart can be told from the others,
// and statuses read as words, not as the filter bar's capitals.
import { describe, expect, it } from "vitest";
import {
  AUCTION_STATUS_TONES,
  BID_STATUS_TONES,
  BUYER_CHART_ORDER,
  CHART_LABELS,
  SELLER_CHART_ORDER,
} from "./analytics";

describe("analytics donuts", () => {
  it("gives every slice of each chart its own colour (To accept and Sold differ)", () => {
    const seller = SELLER_CHART_ORDER.map((s) => AUCTION_STATUS_TONES[s]);
    const buyer = BUYER_CHART_ORDER.map((s) => BID_STATUS_TONES[s]);
    expect(new Set(seller).size).toBe(seller.length);
    expect(new Set(buyer).size).toBe(buyer.length);
    expect(AUCTION_STATUS_TONES.TO_ACCEPT).not.toBe(AUCTION_STATUS_TONES.SOLD);
    // Still the spec's colour families (spec 001 section 4.1): sold and to accept are success.
    expect(AUCTION_STATUS_TONES.TO_ACCEPT.startsWith("success")).toBe(true);
  });

  it("writes statuses as words, 'Declined' rather than the filter bar's 'DECLINED'", () => {
    expect(CHART_LABELS.auction.REJECTED).toBe("Declined");
    for (const label of [...Object.values(CHART_LABELS.auction), ...Object.values(CHART_LABELS.bid)])
      expect(label).not.toMatch(/^[A-Z]{2,}$/);
  });
});
