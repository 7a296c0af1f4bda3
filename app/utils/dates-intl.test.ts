// The browser-side formatting (Intl, decision 0132) against date-fns with its time-zone add-on, the
// house's reference for UK dates: the same text for every half hour across both clock changes of
// two years, and at midnight and noon.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { describe, expect, it } from "vitest";
import { formatAuctionEnd, formatUkDate, formatUkDateTime, UK_TIME_ZONE } from "./dates";

const HALF_HOUR = 30 * 60_000;
const windows = ["2025-03-29T00:00:00Z", "2025-10-25T00:00:00Z", "2026-03-28T00:00:00Z", "2026-10-24T00:00:00Z"];
const instants = windows.flatMap((start) =>
  Array.from({ length: 96 }, (_, i) => new Date(Date.parse(start) + i * HALF_HOUR).toISOString()),
);

describe("UK dates through Intl", () => {
  it("read as date-fns writes them in Europe/London, across the clock changes", () => {
    for (const iso of instants) {
      const uk = new TZDate(iso, UK_TIME_ZONE);
      expect(formatAuctionEnd(iso)).toBe(format(uk, "dd/MM/yy hh:mma"));
      expect(formatUkDate(iso)).toBe(format(uk, "dd/MM/yyyy"));
      expect(formatUkDateTime(iso)).toBe(format(uk, "dd/MM/yyyy HH:mm"));
    }
  });

  it("shows midnight and noon as 12AM and 12PM, and 00:00 and 12:00 on the ops screens", () => {
    expect(formatAuctionEnd("2025-01-15T00:00:00Z")).toBe("15/01/25 12:00AM");
    expect(formatAuctionEnd("2025-01-15T12:00:00Z")).toBe("15/01/25 12:00PM");
    expect(formatUkDateTime("2025-01-15T00:00:00Z")).toBe("15/01/2025 00:00");
    expect(formatUkDateTime(null)).toBe("");
  });
});
