// The wizard's step rules (spec 001 sections 5.1 to 5.7) as zod schemas over one section each.
// The API runs them when a draft is saved and records what fails per section; the pages run the
// same ones to show the messages under the fields. `today` is the UK date, YYYY-MM-DD.
import { z } from "zod";
import { FIELD_MESSAGES } from "../messages/common";
import { DRAFT_MESSAGES } from "../messages/auction";
import { WIZARD_MESSAGES } from "../messages/wizard";
import { FUELS, SERVICE_HISTORY_TYPES, TYRE_DEPTHS_MM } from "../vehicles";
import {
  blankToUndefined,
  choice,
  digits,
  exactDigits,
  isoDate,
  optionalDigits,
  optionalIsoDate,
  text,
  yearsBefore,
} from "./field-rules";

export const PLATE_MAX = 10;
export const DESCRIPTION_MAX = 10000;
const YEARS_BACK = 100;
const FIRST_REGISTRATION_YEARS_BACK = 50;

/** Step 1: upper case, at most 10 characters, spaces kept as typed. */
export const registrationSchema = z.object({
  registrationPlate: text(PLATE_MAX).transform((p) => p.toUpperCase()),
});

export function basicDataSchema(today: string) {
  const year = Number(today.slice(0, 4));
  return z
    .object({
      registrationPlate: text(PLATE_MAX).transform((p) => p.toUpperCase()),
      makeId: choice(),
      modelId: choice(),
      derivative: text(150),
      mileage: digits(9),
      year: exactDigits(4).pipe(
        z.number().refine((y) => y >= year - YEARS_BACK && y <= year, WIZARD_MESSAGES.yearRange),
      ),
      dateOfFirstRegistration: isoDate((d) => {
        if (d > today) return WIZARD_MESSAGES.dateInFuture;
        return d < yearsBefore(today, FIRST_REGISTRATION_YEARS_BACK) ? WIZARD_MESSAGES.dateTooOld : null;
      }),
      mot: optionalIsoDate(),
      colour: text(40),
      carType: text(20),
      doors: digits(2, 1),
      fuel: text(20).refine((f) => (FUELS as readonly string[]).includes(f), FIELD_MESSAGES.required),
      engineSize: optionalDigits(9, 1),
      transmission: text(40),
      previousKeepersInTotal: digits(2, 0),
      vin: text(17),
      vehicleCapCapId: z.string().max(50).nullish(),
    })
    .superRefine((v, ctx) => {
      // "required unless fuel is electric; choosing electric clears it" (section 5.2).
      if (v.fuel !== "Electric" && v.engineSize === undefined)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["engineSize"], message: FIELD_MESSAGES.required });
    })
    .transform((v) => ({ ...v, engineSize: v.fuel === "Electric" ? null : (v.engineSize ?? null) }));
}
export type BasicData = z.infer<ReturnType<typeof basicDataSchema>>;

const tyre = () =>
  digits(1, 1).refine((n) => (TYRE_DEPTHS_MM as readonly number[]).includes(n), FIELD_MESSAGES.required);

export const tyreSchema = z.object({
  nearsideFront: tyre(),
  nearsideRear: tyre(),
  offsideFront: tyre(),
  offsideRear: tyre(),
});
export type TyreDepths = z.infer<typeof tyreSchema>;

export const manualRecordSchema = z.object({
  date: isoDate(),
  mileage: z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v === null || v === "" ? undefined : v),
    z
      .string({ required_error: FIELD_MESSAGES.required })
      .regex(/^\d+$/, FIELD_MESSAGES.onlyNumbers)
      .max(10, WIZARD_MESSAGES.serviceMileageLength)
      .transform(Number),
  ),
  serviceName: z.preprocess(
    blankToUndefined,
    z.string({ required_error: FIELD_MESSAGES.required }).max(50, WIZARD_MESSAGES.serviceNameLength),
  ),
});

/** Section 5.5: type required; unless NONE, records or scans; each record complete. */
export const serviceHistorySchema = z
  .object({
    type: z.enum(SERVICE_HISTORY_TYPES, { errorMap: () => ({ message: DRAFT_MESSAGES.serviceTypeMissing }) }),
    manualRecords: z.array(manualRecordSchema).max(100).default([]),
    scanCount: z.number().int().min(0).default(0),
  })
  .superRefine((s, ctx) => {
    if (s.type !== "NONE" && s.manualRecords.length + s.scanCount === 0)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["type"], message: DRAFT_MESSAGES.serviceRecordsMissing });
  });

/** A record with nothing typed in it: "a single empty manual record is dropped on save". */
export const isEmptyRecord = (r: { date?: unknown; mileage?: unknown; serviceName?: unknown }) =>
  [r.date, r.mileage, r.serviceName].every((v) => v === undefined || v === null || String(v).trim() === "");

export const featuresSchema = z
  .object({
    vehicleFeaturesDictionaryIds: z.array(z.number().int().positive()).max(500).default([]),
    vehicleFeaturesCustom: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
  })
  .refine((f) => f.vehicleFeaturesDictionaryIds.length + f.vehicleFeaturesCustom.length > 0, {
    message: DRAFT_MESSAGES.notEnoughFeatures,
    path: ["vehicleFeaturesDictionaryIds"],
  });

/** Adds a custom feature unless empty or a case-insensitive duplicate (section 5.6). */
export function addCustomFeature(list: string[], typed: string): { list: string[]; error: string | null } {
  const value = typed.trim();
  if (!value) return { list, error: WIZARD_MESSAGES.customFeatureEmpty };
  if (list.some((f) => f.toLowerCase() === value.toLowerCase()))
    return { list, error: WIZARD_MESSAGES.customFeatureDuplicate };
  return { list: [...list, value], error: null };
}

export const descriptionSchema = z.object({
  description: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    // The required_error too: a form parse (conform) reads an empty box as no value at all.
    z
      .string({ required_error: DRAFT_MESSAGES.description })
      .min(1, DRAFT_MESSAGES.description)
      .max(DESCRIPTION_MAX, DRAFT_MESSAGES.description),
  ),
});
