// Search alerts and notification settings (spec 000 sections 2, 4, 5 and 7): request schemas, the
// option lists, and the pure matching rule the SQL match query mirrors (decision 0037). -1 means
// All, Any or National everywhere, as in the spec.
import { z } from "zod";
import { ALERT_MESSAGES } from "./messages/alerts";

export const ANY = -1;
export const DISTANCE_OPTIONS_MILES = [10, 25, 50, 75, 100, 150, 200] as const;
export const MILEAGE_OPTIONS = [10000, 20000, 30000, 40000, 50000, 60000, 80000, 100000, 125000, 150000] as const;
/** Years offered: this year back this many years. */
export const YEARS_BACK = 25;

export const NOTIFICATION_SETTING_TYPES = ["SYSTEM", "SEARCH_ALERTS"] as const;
export type NotificationSettingType = (typeof NOTIFICATION_SETTING_TYPES)[number];

const required = { required_error: ALERT_MESSAGES.REQUIRED, invalid_type_error: ALERT_MESSAGES.REQUIRED };
const choice = z.number(required).int();

/** The alert payload of spec 000 section 4 (and the body of create, update and validate). */
export const SearchAlertSchema = z
  .object({
    id: z.number().int().positive().nullish(),
    makeId: choice.min(ANY),
    modelId: choice.min(ANY),
    distanceMaxValueInMiles: choice.min(ANY),
    mileageMaxValue: choice.min(ANY),
    yearMinValue: choice.min(ANY),
    yearMaxValue: choice.min(ANY),
  })
  .superRefine((v, ctx) => {
    if (v.yearMinValue !== ANY && v.yearMaxValue !== ANY && v.yearMinValue > v.yearMaxValue) {
      ctx.addIssue({ code: "custom", path: ["yearMinValue"], message: ALERT_MESSAGES.YEAR_RANGE });
    }
    if (v.makeId === ANY && v.modelId !== ANY) {
      ctx.addIssue({ code: "custom", path: ["modelId"], message: ALERT_MESSAGES.UNKNOWN_MODEL });
    }
  });
export type SearchAlertInput = z.infer<typeof SearchAlertSchema>;

export const ReadAllAlertsSchema = z.object({
  page: z.number().int().min(0).max(100_000).optional(),
  size: z.number().int().min(1).max(100).optional(),
});

const SettingSchema = z.object({ settingsType: z.enum(NOTIFICATION_SETTING_TYPES), checked: z.boolean() });
export const NotificationSettingsSchema = z.object({
  emailNotifications: z.array(SettingSchema).max(2),
  pushNotifications: z.array(SettingSchema).max(2),
});
export type NotificationSettingsInput = z.infer<typeof NotificationSettingsSchema>;

// ---- matching (the rule the SQL match query mirrors; the tests and bench compare both) ----

/** Miles per degree of latitude (mean Earth radius 3958.8 mi). */
export const MILES_PER_DEGREE = 69.09;

/**
 * Distance by the equirectangular approximation, scaled by the cosine of the alert's own latitude:
 * within 0.5% of the great circle at UK distances, and plain arithmetic, so SQLite without math
 * functions computes exactly the same number as JavaScript.
 */
export function distanceSquaredMiles(
  origin: { lat: number; lng: number; cosLat: number },
  lat: number,
  lng: number,
): number {
  const dx = (lng - origin.lng) * origin.cosLat * MILES_PER_DEGREE;
  const dy = (lat - origin.lat) * MILES_PER_DEGREE;
  return dx * dx + dy * dy;
}

/** The box an alert reaches: any auction inside it may match; outside it none can. */
export function alertBox(lat: number, lng: number, miles: number) {
  const cosLat = Math.cos((lat * Math.PI) / 180);
  const dLat = miles / MILES_PER_DEGREE;
  const dLng = miles / (MILES_PER_DEGREE * cosLat);
  return { cosLat, minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/** A national alert's box: everything. */
export const WORLD_BOX = { minLat: -90, maxLat: 90, minLng: -180, maxLng: 180 } as const;

export interface StoredAlert {
  makeId: number;
  modelId: number;
  yearMin: number;
  yearMax: number;
  mileageMax: number;
  distanceMax: number;
  originLat: number | null;
  originLng: number | null;
  cosLat: number | null;
}

export interface ListedVehicle {
  makeId: number | null;
  modelId: number | null;
  year: number | null;
  mileage: number | null;
  lat: number | null;
  lng: number | null;
}

/** Whether one alert matches one vehicle (visibility to the member is the policy's business). */
export function alertMatches(a: StoredAlert, v: ListedVehicle): boolean {
  if (a.makeId !== ANY && a.makeId !== v.makeId) return false;
  if (a.modelId !== ANY && a.modelId !== v.modelId) return false;
  if (a.yearMin !== ANY && (v.year === null || v.year < a.yearMin)) return false;
  if (a.yearMax !== ANY && (v.year === null || v.year > a.yearMax)) return false;
  if (a.mileageMax !== ANY && (v.mileage === null || v.mileage > a.mileageMax)) return false;
  if (a.distanceMax === ANY) return true;
  if (a.originLat === null || a.originLng === null || a.cosLat === null || v.lat === null || v.lng === null)
    return false;
  const o = { lat: a.originLat, lng: a.originLng, cosLat: a.cosLat };
  return distanceSquaredMiles(o, v.lat, v.lng) <= a.distanceMax * a.distanceMax;
}

// ---- the web form (conform): strings from the form, checked on submit only (spec 000 section 5) ----

const formChoice = z.coerce.number().int().min(ANY).default(ANY);

/**
 * The alert form: selects send numbers, the years are required unless "all years" is ticked, and
 * the year range error sits on the minimum year. Its value is the API payload.
 */
export const SearchAlertFormSchema = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    makeId: formChoice,
    modelId: formChoice,
    allRangeOfYears: z.literal("on").optional(),
    yearMinValue: z.coerce.number().int().optional(),
    yearMaxValue: z.coerce.number().int().optional(),
    mileageMaxValue: formChoice,
    distanceMaxValueInMiles: formChoice,
  })
  .superRefine((v, ctx) => {
    if (v.allRangeOfYears) return;
    if (v.yearMinValue === undefined)
      ctx.addIssue({ code: "custom", path: ["yearMinValue"], message: ALERT_MESSAGES.REQUIRED });
    if (v.yearMaxValue === undefined)
      ctx.addIssue({ code: "custom", path: ["yearMaxValue"], message: ALERT_MESSAGES.REQUIRED });
    if (
      v.yearMinValue !== undefined &&
      v.yearMaxValue !== undefined &&
      v.yearMinValue !== ANY &&
      v.yearMaxValue !== ANY &&
      v.yearMinValue > v.yearMaxValue
    ) {
      ctx.addIssue({ code: "custom", path: ["yearMinValue"], message: ALERT_MESSAGES.YEAR_RANGE });
    }
  })
  .transform(
    (v): SearchAlertInput => ({
      id: v.id ?? null,
      makeId: v.makeId,
      modelId: v.makeId === ANY ? ANY : v.modelId,
      yearMinValue: v.allRangeOfYears ? ANY : (v.yearMinValue ?? ANY),
      yearMaxValue: v.allRangeOfYears ? ANY : (v.yearMaxValue ?? ANY),
      mileageMaxValue: v.mileageMaxValue,
      distanceMaxValueInMiles: v.distanceMaxValueInMiles,
    }),
  );
