// Building blocks of the wizard's step schemas (spec 001 section 5: "Helper validators take
// value, pattern, required, max, min"). Each accepts what a form posts (strings, "" for empty)
// and what the JSON API gets (numbers, null), so one schema serves the API, the pages and tests.
import { z } from "zod";
import { FIELD_MESSAGES } from "../messages/common";

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

const digitsString = (maxLength: number) =>
  z
    .string(req)
    .regex(/^\d+$/, FIELD_MESSAGES.onlyNumbers)
    .max(maxLength, FIELD_MESSAGES.maxLength(maxLength))
    .transform(Number);

const numberToString = (v: unknown) => {
  const blank = blankToUndefined(v);
  return typeof blank === "number" && Number.isFinite(blank) ? String(blank) : blank;
};

/** A required whole number typed as digits only, at most `maxLength` of them, at least `min`. */
export const digits = (maxLength: number, min?: number, minMessage?: string) =>
  z.preprocess(
    numberToString,
    digitsString(maxLength).refine((n) => min === undefined || n >= min, minMessage ?? `Must be at least ${min ?? 0}`),
  );

export const optionalDigits = (maxLength: number, min?: number) =>
  z.preprocess(
    numberToString,
    digitsString(maxLength)
      .refine((n) => min === undefined || n >= min, `Must be at least ${min ?? 0}`)
      .optional(),
  );

/** A required id chosen from a list (make, model, location). */
export const choice = () =>
  z.preprocess(numberToString, z.string(req).regex(/^\d+$/, FIELD_MESSAGES.required).transform(Number));

const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`));

/** A required `YYYY-MM-DD`; `check` adds one more rule, run only on a well-formed date. */
export const isoDate = (check?: (date: string) => string | null) =>
  z.preprocess(
    blankToUndefined,
    z.string(req).superRefine((d, ctx) => {
      const message = isDate(d) ? (check?.(d) ?? null) : FIELD_MESSAGES.dateWrongFormat;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    }),
  );

export const optionalIsoDate = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, FIELD_MESSAGES.dateWrongFormat)
      .optional(),
  );

/** `YYYY-MM-DD` shifted by whole years (for the 50-years-back rule). */
export function yearsBefore(today: string, years: number): string {
  return `${String(Number(today.slice(0, 4)) - years).padStart(4, "0")}${today.slice(4)}`;
}
