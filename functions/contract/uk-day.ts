// What a date field shows in the browser (the DD/MM/YYYY placeholder, a saved day as DD/MM/YYYY),
// apart from uk-date's parsing schema, so a form that only shows dates ships no zod or date-fns.
export const UK_DATE_PLACEHOLDER = "DD/MM/YYYY";

/** `YYYY-MM-DD` (a saved day) → DD/MM/YYYY; anything else is returned as it was typed. */
export function isoDayToUk(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}
