// Building blocks of the wizard's step schemas (spec 001 section 5: "Helper validators take
// value, pattern, required, max, min"). Each accepts what a form posts (strings, "" for empty)
// and what the JSON API gets (numbers, null), so one schema serves the API, the pages and tests.
import { z } from "zod";
import { FIELD_MESSAGES } from "../messages/common";
import { ukDayToIso } from "../uk-date";

/** Form blanks and JSON nulls both mean "not given". */
export const blankToUndefined = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  if (typeof v === "string" && v.trim() === "") return undefined;
  return typeof v === "string" ? v.trim() : v;
};

const req = { required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required };

/** Required text of `min` to `max` characters. */
export const text = (max: number, min = 1) =>
  z.preprocess(
    blankToUndefined,
    z.string(req).min(min, FIELD_MESSAGES.minLength(min)).max(max, FIELD_MESSAGES.maxLength(max)),
  );

export const optionalText = (max: number) =>
  z.preprocess(blankToUndefined, z.string().max(max, FIELD_MESSAGES.maxLength(max)).optional());

const digitsString = (maxLength: number, exact = false) =>
  z
    .string(req)
    .regex(/^\d+$/, FIELD_MESSAGES.onlyNumbers)
    .max(maxLength, FIELD_MESSAGES.maxLength(maxLength))
    // "Length equals N characters" (spec 001 section 5's generic messages): a year has 4 digits.
    .refine((d) => !exact || d.length === maxLength, FIELD_MESSAGES.length(maxLength))
    .transform(Number);

const numberToString = (v: unknown) => {
  const blank = blankToUndefined(v);
  return typeof blank === "number" && Number.isFinite(blank) ? String(blank) : blank;
};

/** A required whole number typed as digits only, at most `maxLength` of them, at least `min`. */
export const digits = (maxLength: number, min?: number) =>
  z.preprocess(
    numberToString,
    digitsString(maxLength).refine((n) => min === undefined || n >= min, FIELD_MESSAGES.atLeast(min ?? 0)),
  );

/** A required number of exactly `length` digits (a year). */
export const exactDigits = (length: number) => z.preprocess(numberToString, digitsString(length, true));

export const optionalDigits = (maxLength: number, min?: number) =>
  z.preprocess(
    numberToString,
    digitsString(maxLength)
      .refine((n) => min === undefined || n >= min, FIELD_MESSAGES.atLeast(min ?? 0))
      .optional(),
  );

/** A required id chosen from a list (make, model, location). */
export const choice = () =>
  z.preprocess(numberToString, z.string(req).regex(/^\d+$/, FIELD_MESSAGES.required).transform(Number));

const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));

/**
 * A day as the API stores it, `YYYY-MM-DD`, from that or from DD/MM/YYYY as the site's date fields
 * take it (en-GB); anything else is kept as typed, for the format message.
 */
export const toIsoDay = (value: string) => ukDayToIso(value) ?? value.trim();

const day = () => z.preprocess(blankToUndefined, z.string(req).transform(toIsoDay));

/** A required day (`YYYY-MM-DD` or DD/MM/YYYY, answered as `YYYY-MM-DD`); `check` adds a rule on a real date. */
export const isoDate = (check?: (date: string) => string | null) =>
  day().superRefine((d, ctx) => {
    const message = isDate(d) ? (check?.(d) ?? null) : FIELD_MESSAGES.dateWrongFormat;
    if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
  });

export const optionalIsoDate = () =>
  z.preprocess(
    blankToUndefined,
    z.string().transform(toIsoDay).refine(isDate, FIELD_MESSAGES.dateWrongFormat).optional(),
  );

/** `YYYY-MM-DD` shifted by whole years (for the 50-years-back rule). */
export function yearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${today.slice(4)}`;
}
