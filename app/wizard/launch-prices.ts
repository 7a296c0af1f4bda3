// Step 11's prices as typed (spec 001 section 5.7): whole pounds, digits with thousands separators,
// at most 10 digits, in the wizard's own words ('No reserve price must be between 1 and 10
// characters' where the detail form says 'Minimum Price'). Checked before the API sees pence, so a
// dealer who typed "12a" reads 'Type only numbers', not 'Field is required'.
import type { FieldErrors } from "~contract/api";
import { LAUNCH_MESSAGES } from "~contract/messages/auction";
import { FIELD_MESSAGES } from "~contract/messages/common";

const POUNDS = /^£?\s*\d[\d,\s]*$/;
const MAX_DIGITS = 10;

function check(typed: string, tooLong: string): string | null {
  const value = typed.trim();
  if (!value) return null;
  if (!POUNDS.test(value)) return FIELD_MESSAGES.onlyNumbers;
  return value.replace(/\D/g, "").length > MAX_DIGITS ? tooLong : null;
}

/** Errors under the API's field names (the fields show those), empty when both prices read. */
export function typedPriceErrors(form: FormData): FieldErrors {
  const type = String(form.get("type") ?? "");
  const errors: FieldErrors = {};
  const minimum = check(
    String(form.get("minimumPrice") ?? ""),
    type === "PHYSICAL" ? LAUNCH_MESSAGES.reserveLength : LAUNCH_MESSAGES.noReservePriceLength,
  );
  if (minimum && (type === "PHYSICAL" || type === "MINIMUM_PRICE")) errors.minimumPriceInPence = [minimum];
  const auto = check(String(form.get("autoAcceptPrice") ?? ""), LAUNCH_MESSAGES.autoAcceptLength);
  if (auto) errors.autoAcceptPriceInPence = [auto];
  const buyNow = check(String(form.get("buyNowPrice") ?? ""), LAUNCH_MESSAGES.buyNowLength);
  if (buyNow) errors.buyNowPriceInPence = [buyNow];
  return errors;
}
