import { describe, expect, it } from "vitest";
import { timeFact } from "./auction-card";

describe("a card's time", () => {
  const ends = "2026-11-24T21:30:00Z";
  it("shows a parked draft's duration, and never calls a draft without one ended", () => {
    expect(timeFact({ status: "DRAFT", timeOption: 1440, endsOn: null }, false)).toEqual({
      label: "Duration",
      value: "1 day",
    });
    expect(timeFact({ status: "DRAFT", timeOption: null, endsOn: null }, false)).toEqual({
      label: "Duration",
      value: "Not specified",
    });
  });

  it("shows the duration of ended and cancelled auctions, and when others ended", () => {
    expect(timeFact({ status: "CANCELLED", timeOption: 60, endsOn: ends }, false).value).toBe("1 hour");
    expect(timeFact({ status: "SOLD", timeOption: 60, endsOn: ends }, false)).toEqual({
      label: "Auction Ended",
      value: "24/11/26 09:30PM",
    });
    expect(timeFact({ status: "ENDED", timeOption: null, endsOn: null }, false).value).toBe("Finished");
  });

  it("leaves the countdown to live auctions", () => {
    expect(timeFact({ status: "PUBLISHED", timeOption: 60, endsOn: ends }, true).label).toBe("Time Left");
  });
});
