// What the bid confirmation and the winner's panel say a purchase costs (issue 22 item 4).
import { describe, expect, it } from "vitest";
import { feeDue } from "./fee-due";

describe("feeDue", () => {
  const trialEnd = "2027-02-25T10:00:00.000Z";
  it("waives the fee of a sale inside the free trial and says until when (UK date)", () => {
    expect(feeDue(120000, trialEnd, "2026-12-01T12:00:00.000Z")).toEqual({ freeUntil: "25/02/2027" });
  });
  it("charges the band's fee for a sale after the trial, or with no trial known", () => {
    expect(feeDue(120000, trialEnd, "2027-03-01T12:00:00.000Z")).toEqual({ fee: "£50" });
    expect(feeDue(100000, null, "2026-12-01T12:00:00.000Z")).toEqual({ fee: "£35" });
  });
});
