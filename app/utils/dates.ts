// Dates as dealers read them: UK local time whatever the server's or browser's zone (DESIGN.md
// "Data"). One module so every screen formats the same way.
import { format } from "date-fns";
import { tz } from "@date-fns/tz";

export const UK_TIME_ZONE = "Europe/London";
// Made on use, not at load: a page that only needs formatTimeLeft then ships no date-fns.
const inUk = () => ({ in: tz(UK_TIME_ZONE) });

/** An auction's end, `dd/MM/yy hh:mma` in UK time (spec 001 section 2.5), e.g. "01/07/25 02:05PM". */
export function formatAuctionEnd(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : format(date, "dd/MM/yy hh:mma", inUk());
}

/** A date field (first registration, MOT, service record): `dd/MM/yyyy` in UK time. */
export function formatUkDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : format(date, "dd/MM/yyyy", inUk());
}

export const FINISHED = "Finished";

/** Time left on a countdown: "2d 03h 04m 05s", "03h 04m 05s" under a day, "Finished" at zero. */
export function formatTimeLeft(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return FINISHED;
  const s = Math.floor(seconds);
  const days = Math.floor(s / 86400);
  const pad = (n: number) => String(n).padStart(2, "0");
  const clock = `${pad(Math.floor((s % 86400) / 3600))}h ${pad(Math.floor((s % 3600) / 60))}m ${pad(s % 60)}s`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** A duration chosen for an auction (minutes), e.g. "1 hour", "3 hours", "7 days". */
export function formatDuration(minutes: number | null | undefined): string {
  if (!minutes || minutes <= 0) return "";
  if (minutes % 1440 === 0) return minutes === 1440 ? "1 day" : `${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/** Today in the UK as YYYY-MM-DD (en-CA writes dates that way), for date limits and comparisons. */
export function ukToday(nowMs: number = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: UK_TIME_ZONE }).format(new Date(nowMs));
}
