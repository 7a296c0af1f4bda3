import { describe, expect, it } from "vitest";
import { feeNoticeDismissed, feeRows } from "./fee-notice";

describe("buyer fee notice", () => {
  it("lists the fee bands of spec 001 section 9", () => {
    expect(feeRows()).toEqual([
      { band: "£0 to £1,000", fee: "£35" },
      { band: "£1,001 to £2,500", fee: "£50" },
      { band: "£2,501 to £5,000", fee: "£75" },
      { band: "£5,001 to £10,000", fee: "£95" },
      { band: "£10,001 to £20,000", fee: "£125" },
      { band: "£20,001 and up", fee: "£150" },
    ]);
  });

  it("is dismissed by its cookie", () => {
    expect(
      feeNoticeDismissed(new Request("http://x/", { headers: { Cookie: "a=1; buyer-fee-notice=dismissed" } })),
    ).toBe(true);
    expect(feeNoticeDismissed(new Request("http://x/"))).toBe(false);
  });
});
