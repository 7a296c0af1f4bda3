// Card and detail values as dealers read them (spec 001 sections 1 and 2.4). Browser-safe.
import { formatPounds } from "~contract/money";

/** What a card shows for a missing value (spec 001 section 2.4). */
export const NOT_SPECIFIED = "N/S";

export function orNs(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === "" ? NOT_SPECIFIED : String(value);
}

const number = new Intl.NumberFormat("en-GB");

export function formatMileage(miles: number | null | undefined): string {
  return miles === null || miles === undefined ? NOT_SPECIFIED : `${number.format(miles)} miles`;
}

export function formatAmount(pence: number | null | undefined): string {
  return pence === null || pence === undefined ? "" : formatPounds(pence);
}

export { formatPounds };
