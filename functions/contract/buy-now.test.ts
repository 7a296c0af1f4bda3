// The launch form's Buy Now price (issue 27, decision 0136): at least what bidding alone could sell
// the vehicle for, by type; the room's transition is tested beside it (buy-now-rules.test.ts).
import { describe, expect, it } from "vitest";
import { launchFormSchema } from "./launch-schema";

const schema = launchFormSchema({ hasGroup: false, today: "2026-11-25" });
const form = (type: string, minimumPriceInPence: number | null, buyNowPriceInPence: number | null) => ({
  type,
  minimumPriceInPence,
  autoAcceptPriceInPence: null,
  buyNowPriceInPence,
  timeOption: 1440,
  tryingToDealDeliveryDateType: type === "TRYING_TO_DEAL" ? "ONE_WEEK" : null,
  version: 0,
});
const buyNowErrors = (input: ReturnType<typeof form>) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.filter((i) => i.path[0] === "buyNowPriceInPence").map((i) => i.message);
};

describe("the launch form's Buy Now price", () => {
  it.each([
    ["PHYSICAL", 500000, 500000, []],
    ["PHYSICAL", 500000, 499999, ["Buy Now price must be greater or equal to the Reserve Price"]],
    ["MINIMUM_PRICE", 300000, 300000, []],
    ["MINIMUM_PRICE", 300000, 299900, ["Buy Now price must be greater or equal to the Minimum Price"]],
    ["TRYING_TO_DEAL", null, 10000, []],
    ["TRYING_TO_DEAL", null, 9900, ["Buy Now price must be greater or equal to 100"]],
    ["PHYSICAL", 500000, 100_000_000_000_00, ["Buy Now price must be between 1 and 10 characters"]],
    ["PHYSICAL", 500000, null, []],
  ] as const)("%s with %s: Buy Now %s", (type, minimum, buyNowPrice, messages) => {
    expect(buyNowErrors(form(type, minimum, buyNowPrice))).toEqual(messages);
  });
});
