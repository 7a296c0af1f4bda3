// GET /search-alert-options lists, and the check that an alert's values are among them and that
// its make and model exist (spec 000 sections 4 and 7). Years run from this UK year back YEARS_BACK.
import { ANY, DISTANCE_OPTIONS_MILES, MILEAGE_OPTIONS, YEARS_BACK, type SearchAlertInput } from "../contract/alerts";
import type { SearchAlertOptionsDto } from "../contract/dto/alerts";
import { ALERT_MESSAGES } from "../contract/messages/alerts";
import type { FieldErrors } from "../api/http";

const number = new Intl.NumberFormat("en-GB");

function currentYear(nowMs: number): number {
  return Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", year: "numeric" }).format(new Date(nowMs)),
  );
}

export function alertOptions(nowMs: number): SearchAlertOptionsDto {
  const year = currentYear(nowMs);
  return {
    distanceInMiles: [
      { value: ANY, label: "National" },
      ...DISTANCE_OPTIONS_MILES.map((v) => ({ value: v, label: `${v} miles` })),
    ],
    valueInMiles: [
      { value: ANY, label: "Any" },
      ...MILEAGE_OPTIONS.map((v) => ({ value: v, label: `${number.format(v)} miles` })),
    ],
    yearsAgo: [
      { value: ANY, label: "Any" },
      ...Array.from({ length: YEARS_BACK + 1 }, (_, i) => ({ value: year - i, label: String(year - i) })),
    ],
  };
}

/** Field errors for values outside the option lists or a make/model that does not exist. */
export async function optionErrors(db: D1Database, input: SearchAlertInput, nowMs: number): Promise<FieldErrors> {
  const options = alertOptions(nowMs);
  const errors: FieldErrors = {};
  const within = (list: { value: number }[], v: number) => list.some((o) => o.value === v);
  if (!within(options.distanceInMiles, input.distanceMaxValueInMiles))
    errors.distanceMaxValueInMiles = [ALERT_MESSAGES.UNKNOWN_OPTION];
  if (!within(options.valueInMiles, input.mileageMaxValue)) errors.mileageMaxValue = [ALERT_MESSAGES.UNKNOWN_OPTION];
  if (!within(options.yearsAgo, input.yearMinValue)) errors.yearMinValue = [ALERT_MESSAGES.UNKNOWN_OPTION];
  if (!within(options.yearsAgo, input.yearMaxValue)) errors.yearMaxValue = [ALERT_MESSAGES.UNKNOWN_OPTION];
  if (input.makeId !== ANY) {
    const make = await db.prepare("SELECT id FROM vehicle_makes WHERE id = ?").bind(input.makeId).first();
    if (!make) errors.makeId = [ALERT_MESSAGES.UNKNOWN_MAKE];
    else if (input.modelId !== ANY) {
      const model = await db
        .prepare("SELECT id FROM vehicle_models WHERE id = ? AND make_id = ?")
        .bind(input.modelId, input.makeId)
        .first();
      if (!model) errors.modelId = [ALERT_MESSAGES.UNKNOWN_MODEL];
    }
  }
  return errors;
}
