import { describe, expect, it } from "vitest";
import { launchFormPoundsSchema } from "./launch-form-schema";

const schema = launchFormPoundsSchema({ hasGroup: false, today: "2026-11-23" });
const errors = (input: Record<string, string>) => {
  const result = schema.safeParse({ version: "3", timeOption: "1440", ...input });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the Launch Vehicle form", () => {
  it("sends pounds as pence, with thousands separators", () => {
    const result = schema.parse({ version: "3", timeOption: "1440", type: "PHYSICAL", minimumPriceInPence: "12,500" });
    expect(result).toMatchObject({ type: "PHYSICAL", minimumPriceInPence: 1250000, timeOption: 1440, version: 3 });
  });

  it("says 'Type only numbers' for anything but digits", () => {
    expect(errors({ type: "MINIMUM_PRICE", minimumPriceInPence: "12.50" })).toEqual({
      minimumPriceInPence: "Type only numbers",
    });
    expect(errors({ type: "MINIMUM_PRICE", minimumPriceInPence: "-5" })).toEqual({
      minimumPriceInPence: "Type only numbers",
    });
  });

  it("gives the detail form's own length message for the no-reserve price", () => {
    expect(errors({ type: "MINIMUM_PRICE", minimumPriceInPence: "12345678901" })).toEqual({
      minimumPriceInPence: "Minimum Price must be between 1 and 10 characters",
    });
    expect(errors({ type: "PHYSICAL", minimumPriceInPence: "99" })).toEqual({
      minimumPriceInPence: "Reserve Price must be greater or equal to 100",
    });
  });

  it("requires the type, the price of a priced type and the delivery of a trying-to-deal", () => {
    expect(errors({})).toMatchObject({ type: "Field is required" });
    expect(errors({ type: "PHYSICAL" })).toEqual({ minimumPriceInPence: "Field is required" });
    expect(errors({ type: "TRYING_TO_DEAL" })).toEqual({ tryingToDealDeliveryDateType: "Field is required" });
    expect(
      errors({
        type: "TRYING_TO_DEAL",
        tryingToDealDeliveryDateType: "CUSTOM_DATE",
        tryingToDealDeliveryDate: "2026-11-01",
      }),
    ).toEqual({ tryingToDealDeliveryDate: "Delivery date cannot be in the past" });
  });

  it("ignores a price left in the box of another type", () => {
    const result = schema.parse({
      version: "1",
      timeOption: "60",
      type: "TRYING_TO_DEAL",
      minimumPriceInPence: "5000",
      tryingToDealDeliveryDateType: "ONE_WEEK",
    });
    expect(result).toMatchObject({ minimumPriceInPence: null, tryingToDealDeliveryDateType: "ONE_WEEK" });
  });
});
