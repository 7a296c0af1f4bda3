import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { bidFormSchema } from "./bid-schema";

function submit(amount: string | null, minimum = 155000) {
  const form = new FormData();
  if (amount !== null) form.set("amount", amount);
  return parseWithZod(form, { schema: bidFormSchema(minimum) });
}

describe("bid form schema", () => {
  it("turns whole pounds into pence", () => {
    expect(submit("1550")).toMatchObject({ status: "success", value: { amount: 155000 } });
    expect(submit("£2,000")).toMatchObject({ status: "success", value: { amount: 200000 } });
  });

  it("asks for an amount when the box is empty", () => {
    for (const empty of [null, "", "   "]) {
      const result = submit(empty);
      expect(result.status).toBe("error");
      expect(result.reply().error).toEqual({ amount: ["Amount value is required"] });
    }
  });

  it("refuses anything but whole pounds", () => {
    for (const junk of ["12.50", "abc", "-100", "1,50", "1e5", "99999999999999"]) {
      expect(submit(junk).reply().error, junk).toEqual({ amount: ["Bid must be an integer"] });
    }
  });

  it("refuses less than the viewer's minimum with the minimum in pounds", () => {
    expect(submit("1500").reply().error).toEqual({ amount: ["Your bid must be greater than or equal to £1,550"] });
  });
});
