// What a date field shows in the browser (the DD/MM/YYYY placeholder, a saved day as DD/MM/YYYY),
// apart from uk-date's parsing schema, so a form that only shows dates ships no zod or date-fns.
export const UK_DATE_PLACEHOLDER = "DD/MM/YYYY";

/** `YYYY-MM-DD` (a saved day) → DD/MM/YYYY; anything else is returned as it was typed. */
export function isoDayToUk(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** DD/MM/YYYY → `YYYY-MM-DD`, or null when it is not a real calendar day (31/02 is not). */
export function ukDayToIso(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  // setUTCFullYear takes the year as written (Date.UTC would read 0099 as 1999).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${m[3]}-${m[2]}-${m[1]}` : null;
}
