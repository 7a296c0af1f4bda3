// Dates typed in forms the way the site shows them, DD/MM/YYYY (en-GB), and the calendar day the
// API takes, YYYY-MM-DD. One place so every form (books filters, the wizard's dates) reads alike.
import { z } from "zod";
import { format, isValid, parse } from "date-fns";
import { FIELD_MESSAGES } from "./messages/common";

// The placeholder and the saved day's display live in uk-day (no zod or date-fns) for the date
// fields in the browser; re-exported here.
export * from "./uk-day";

/** DD/MM/YYYY → `YYYY-MM-DD`, or null when it is not a real date. */
export function ukDayToIso(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed)) return null;
  const date = parse(trimmed, "dd/MM/yyyy", new Date(2000, 0, 1));
  return isValid(date) ? format(date, "yyyy-MM-dd") : null;
}

/** An optional DD/MM/YYYY field: empty is null, a real date is its `YYYY-MM-DD`, else the spec's message. */
export const ukDay = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z
    .string()
    .optional()
    .refine((v) => v === undefined || ukDayToIso(v) !== null, FIELD_MESSAGES.dateWrongFormat)
    .transform((v) => (v === undefined ? null : ukDayToIso(v))),
);
