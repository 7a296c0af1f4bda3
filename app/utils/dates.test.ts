import { describe, expect, it } from "vitest";
import { formatAuctionEnd, formatDuration, formatTimeLeft, formatUkDate } from "./dates";

describe("formatAuctionEnd", () => {
  it("shows UK time as dd/MM/yy hh:mma, in summer (BST) and winter (GMT)", () => {
    expect(formatAuctionEnd("2025-07-01T13:05:00Z")).toBe("01/07/25 02:05PM");
    expect(formatAuctionEnd("2025-01-15T00:30:00Z")).toBe("15/01/25 12:30AM");
    // The night the clocks go back: 00:59Z is 01:59 BST, 01:30Z is 01:30 GMT.
    expect(formatAuctionEnd("2025-10-26T00:59:00Z")).toBe("26/10/25 01:59AM");
    expect(formatAuctionEnd("2025-10-26T01:30:00Z")).toBe("26/10/25 01:30AM");
  });

  it("is empty for a missing or broken time", () => {
    expect(formatAuctionEnd(null)).toBe("");
    expect(formatAuctionEnd("not a date")).toBe("");
  });
});

describe("formatUkDate", () => {
  it("shows a UK calendar date", () => {
    expect(formatUkDate("2019-03-01")).toBe("01/03/2019");
    expect(formatUkDate("2025-06-30T23:30:00Z")).toBe("01/07/2025");
    expect(formatUkDate(undefined)).toBe("");
  });
});

describe("formatTimeLeft", () => {
  it("counts down in days, hours, minutes and seconds and says Finished at zero", () => {
    expect(formatTimeLeft(2 * 86400 + 3 * 3600 + 4 * 60 + 5)).toBe("2d 03h 04m 05s");
    expect(formatTimeLeft(59)).toBe("00h 00m 59s");
    expect(formatTimeLeft(0)).toBe("Finished");
    expect(formatTimeLeft(-3)).toBe("Finished");
  });
});

describe("formatDuration", () => {
  it("names the auction durations of the selector", () => {
    expect(formatDuration(60)).toBe("1 hour");
    expect(formatDuration(180)).toBe("3 hours");
    expect(formatDuration(1440)).toBe("1 day");
    expect(formatDuration(20160)).toBe("14 days");
    expect(formatDuration(45)).toBe("45 minutes");
  });
});
