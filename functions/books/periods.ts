// Calendar arithmetic in Europe/London for invoices and search filters: a UK business invoices by
// UK month, and a dealer's "Date To 31/10/2026" means until midnight London time, not UTC.
import { TZDate } from "@date-fns/tz";
import { londonDay } from "../contract/books-rules";

const LONDON = "Europe/London";

/** Midnight London time at the start of a calendar day, as a UTC ISO string (the stored format). */
export function londonMidnightUtc(year: number, month1: number, day: number): string {
  return new Date(new TZDate(year, month1 - 1, day, LONDON).getTime()).toISOString();
}

/** `YYYY-MM-DD` → the UTC instant its London day starts. */
export function dayStartUtc(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return londonMidnightUtc(y, m, d);
}

/** `YYYY-MM-DD` → the UTC instant the next London day starts (an exclusive upper bound). */
export function dayEndUtc(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return londonMidnightUtc(y, m, d + 1);
}

/** `YYYY-MM` → [start, end) as UTC ISO strings. */
export function periodBounds(period: string): { start: string; end: string } {
  const [y, m] = period.split("-").map(Number);
  return { start: londonMidnightUtc(y, m, 1), end: londonMidnightUtc(y, m + 1, 1) };
}

// londonDay lives in the contract (the archiver's restore counts bid days with it too).
export { londonDay };

/** The London month before the one containing `nowIso`, `YYYY-MM`. */
export function previousPeriod(nowIso: string): string {
  const [y, m] = londonDay(nowIso).split("-").map(Number);
  const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
  return `${prev.y}-${String(prev.m).padStart(2, "0")}`;
}

/** `YYYY-MM-DD` shifted by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The month after `period` (`YYYY-MM`). */
export function nextPeriod(period: string): string {
  const [y, m] = period.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}
