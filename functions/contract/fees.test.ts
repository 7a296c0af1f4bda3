// Fee band labels have one source (issue 28): the registration tables, the buyer's fee notice and
// the ops fee form all name a band as spec 001 section 9 does.
import { describe, expect, it } from "vitest";
import { BUYER_FEE_BANDS, buyerFeeDueInPence, inFreeTrial } from "./fees";
import { bandStarts, byUpperBound, feeBandLabel, feeBandLabels } from "./fee-bands";

describe("fee band labels", () => {
  it("names the buyer bands exactly as spec 001 section 9", () => {
    expect(feeBandLabels(BUYER_FEE_BANDS)).toEqual([
      "£0 to £1,000",
      "£1,001 to £2,500",
      "£2,501 to £5,000",
      "£5,001 to £10,000",
      "£10,001 to £20,000",
      "£20,001 and up",
    ]);
  });

  it("starts each band one pound above the last", () => {
    expect(bandStarts(BUYER_FEE_BANDS).slice(0, 2)).toEqual([0, 100100]);
    expect(feeBandLabel(100100, 250000)).toBe("£1,001 to £2,500");
  });

  it("orders bands ascending with the open band last", () => {
    const bands = [{ upToInPence: null }, { upToInPence: 250000 }, { upToInPence: 100000 }];
    expect(bands.sort(byUpperBound).map((b) => b.upToInPence)).toEqual([100000, 250000, null]);
  });
});

// DESIGN "Fees": no fee during the free trial; the confirmations show what the fee writer charges.
describe("the buyer's fee due at the moment of a sale", () => {
  const trialEnd = "2027-02-25T10:00:00.000Z";
  it("is none for a sale before the trial ends, the band's fee from its end on", () => {
    expect(buyerFeeDueInPence(120000, "2027-02-25T09:59:59.999Z", trialEnd)).toBe(0);
    expect(buyerFeeDueInPence(120000, trialEnd, trialEnd)).toBe(5000);
    expect(buyerFeeDueInPence(120000, "2027-03-01T00:00:00.000Z", trialEnd)).toBe(5000);
  });
  it("is the band's fee when no trial end is known", () => {
    expect(buyerFeeDueInPence(100000, "2026-11-25T00:00:00.000Z", null)).toBe(3500);
    expect(inFreeTrial("2026-11-25T00:00:00.000Z", undefined)).toBe(false);
  });
});
