// Dates as dealers read them: UK local time whatever the server's or browser's zone (DESIGN.md
// "Data"). One module so every screen formats the same way. The browser's own Intl with
// `timeZone: "Europe/London"` does the time-zone work, not date-fns: the same code renders on the
// server and hydrates in the browser, and no page ships date-fns for it (decision 0132). The
// patterns are date-fns's, written out: `dd/MM/yy hh:mma` and `dd/MM/yyyy`.

export const UK_TIME_ZONE = "Europe/London";

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
const DAY = { day: "2-digit", month: "2-digit", year: "numeric" } as const;
const CLOCK = { hour: "2-digit", minute: "2-digit" } as const;
const PATTERNS = {
  end: { ...DAY, year: "2-digit", ...CLOCK, hourCycle: "h12" },
  day: DAY,
  moment: { ...DAY, ...CLOCK, hourCycle: "h23" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
const formatters = new Map<keyof typeof PATTERNS, Intl.DateTimeFormat>();

/** The parts of an ISO time or day in UK time, or null when it is missing or broken. */
function ukParts(value: string | null | undefined, pattern: keyof typeof PATTERNS): Parts | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Made once each: an Intl formatter is slow to make and fast to use.
  let formatter = formatters.get(pattern);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", { timeZone: UK_TIME_ZONE, ...PATTERNS[pattern] });
    formatters.set(pattern, formatter);
  }
  return Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
}

/** An auction's end, `dd/MM/yy hh:mma` in UK time (spec 001 section 2.5), e.g. "01/07/25 02:05PM". */
export function formatAuctionEnd(iso: string | null | undefined): string {
  const p = ukParts(iso, "end");
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}${p.dayPeriod?.toUpperCase()}` : "";
}

/** A date field (first registration, MOT, service record): `dd/MM/yyyy` in UK time. */
export function formatUkDate(value: string | null | undefined): string {
  const p = ukParts(value, "day");
  return p ? `${p.day}/${p.month}/${p.year}` : "";
}

/** A moment on the ops screens: `dd/MM/yyyy HH:mm` in UK time. */
export function formatUkDateTime(value: string | null | undefined): string {
  const p = ukParts(value, "moment");
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : "";
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

let isoDay: Intl.DateTimeFormat | undefined;

/** Today in the UK as YYYY-MM-DD (en-CA writes dates that way), for date limits and comparisons. */
export function ukToday(nowMs: number = Date.now()): string {
  // Made once, like the formatters above: making one costs about a millisecond of a page's render.
  isoDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: UK_TIME_ZONE });
  return isoDay.format(new Date(nowMs));
}
