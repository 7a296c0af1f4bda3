import { describe, expect, it } from "vitest";
import { priceHeading, type PriceHeadingInput } from "./price-heading";

const base: PriceHeadingInput = {
  status: "PUBLISHED",
  type: "PHYSICAL",
  reserveMet: false,
  highestBidInPence: 405000,
  wonBidPriceInPence: null,
};

describe("priceHeading", () => {
  it("keeps the spec's label by type while the auction runs or is parked", () => {
    expect(priceHeading(base)).toEqual({ label: "RESERVE NOT MET", amountInPence: 405000, unsold: false });
    expect(priceHeading({ ...base, reserveMet: true }).label).toBe("RESERVE MET");
    expect(priceHeading({ ...base, type: "MINIMUM_PRICE" }).label).toBe("NO RESERVE SALE");
    expect(priceHeading({ ...base, type: "TRYING_TO_DEAL", status: "DRAFT" }).label).toBe("CURRENT BID");
  });

  it("says SOLD with the sale price once sold", () => {
    expect(priceHeading({ ...base, status: "SOLD", wonBidPriceInPence: 410000 })).toEqual({
      label: "SOLD",
      amountInPence: 410000,
      unsold: false,
    });
    expect(priceHeading({ ...base, status: "SOLD" }).amountInPence).toBe(405000);
  });

  it("says WAITING FOR ACCEPTANCE with the offer while either side decides", () => {
    for (const status of ["TO_ACCEPT", "WAITING"] as const) {
      expect(priceHeading({ ...base, status })).toEqual({
        label: "WAITING FOR ACCEPTANCE",
        amountInPence: 405000,
        unsold: false,
      });
    }
  });

  it("says NOT SOLD, with the best bid if any, when it closed without a sale", () => {
    for (const status of ["ENDED", "REJECTED", "CANCELLED"] as const) {
      expect(priceHeading({ ...base, status })).toEqual({ label: "NOT SOLD", amountInPence: 405000, unsold: true });
    }
    expect(priceHeading({ ...base, status: "ENDED", highestBidInPence: null }).amountInPence).toBeNull();
  });
});
