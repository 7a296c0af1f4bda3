// Dates typed in forms the way the site shows them, DD/MM/YYYY (en-GB), and the calendar day the
// API takes, YYYY-MM-DD. One place so every form (books filters, the wizard's dates) reads alike.
import { z } from "zod";
import { FIELD_MESSAGES } from "./messages/common";
import { ukDayToIso } from "./uk-day";

// The placeholder, the saved day's display and the day's parsing live in uk-day (no zod or
// date-fns) for the date fields and forms in the browser; re-exported here.
export * from "./uk-day";

/** An optional DD/MM/YYYY field: empty is null, a real date is its `YYYY-MM-DD`, else the spec's message. */
export const ukDay = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z
    .string()
    .optional()
    .refine((v) => v === undefined || ukDayToIso(v) !== null, FIELD_MESSAGES.dateWrongFormat)
    .transform((v) => (v === undefined ? null : ukDayToIso(v))),
);
