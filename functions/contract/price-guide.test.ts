// The price guide's summary (decision 0137): hidden under 5 sales, median and range of the rest.
import { describe, expect, it } from "vitest";
import { PRICE_GUIDE_SQL, priceGuideOf } from "./price-guide";

describe("priceGuideOf", () => {
  it("says nothing under 5 sales, so no single sale is exposed", () => {
    expect(priceGuideOf([])).toBeNull();
    expect(priceGuideOf([100, 200, 300, 400])).toBeNull();
  });
  it("gives the median, the range and the count", () => {
    expect(priceGuideOf([900, 100, 500, 300, 700])).toEqual({
      count: 5,
      medianInPence: 500,
      lowInPence: 100,
      highInPence: 900,
    });
  });
  it("takes the mean of the middle two for an even count, in whole pence", () => {
    expect(priceGuideOf([100, 200, 301, 400, 500, 600])?.medianInPence).toBe(351);
  });
  it("reads the model's vehicles first (the index's columns lead the query, in its order)", () => {
    expect(PRICE_GUIDE_SQL).toMatch(/FROM vehicles v\s+CROSS JOIN auctions a/);
    expect(PRICE_GUIDE_SQL).toMatch(/WHERE v\.model_id = \?2\s+AND v\.year BETWEEN/);
  });
});
