// The launch form (publish and republish) of spec 001 sections 3 and 5.7: one zod schema for the
// API, the launch forms and the tests. Prices arrive in pence (the form multiplies pounds by 100).
import { z } from "zod";
import {
  AUCTION_TYPES,
  FALLBACK_MINIMUM_BID_IN_PENCE,
  PUBLISH_TARGETS,
  TIME_OPTIONS,
  TRYING_TO_DEAL_DELIVERY_DATE_TYPES,
} from "./auctions";
import { LAUNCH_MESSAGES } from "./messages/auction";
import { FIELD_MESSAGES } from "./messages/common";

const RESERVE_MINIMUM_IN_PENCE = 100 * 100;
/** "At most 10 characters" of whole pounds. */
const MAX_POUNDS_DIGITS = 10;

const required = { required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required };
const pence = z
  .number({ invalid_type_error: FIELD_MESSAGES.onlyNumbers })
  .int(FIELD_MESSAGES.onlyNumbers)
  .nonnegative(FIELD_MESSAGES.onlyNumbers)
  .nullish();

const poundsDigits = (p: number) => String(Math.floor(p / 100)).length;

export interface LaunchContext {
  /** Whether the seller's organisation belongs to a group: only then is publishTarget asked for. */
  hasGroup: boolean;
  /** Today in the UK, YYYY-MM-DD, for the custom delivery date. */
  today: string;
}

export function launchFormSchema(context: LaunchContext) {
  return z
    .object({
      type: z.enum(AUCTION_TYPES, { errorMap: () => ({ message: FIELD_MESSAGES.required }) }),
      minimumPriceInPence: pence,
      autoAcceptPriceInPence: pence,
      /** Optional (decision 0136): at least the reserve, the minimum price, or the £100 opening minimum. */
      buyNowPriceInPence: pence,
      timeOption: z.coerce
        .number(required)
        .refine((m) => (TIME_OPTIONS as readonly number[]).includes(m), FIELD_MESSAGES.required),
      publishTarget: z.enum(PUBLISH_TARGETS, { errorMap: () => ({ message: FIELD_MESSAGES.required }) }).nullish(),
      tryingToDealDeliveryDateType: z
        .enum(TRYING_TO_DEAL_DELIVERY_DATE_TYPES, { errorMap: () => ({ message: FIELD_MESSAGES.required }) })
        .nullish(),
      tryingToDealDeliveryDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}/, FIELD_MESSAGES.dateWrongFormat)
        .nullish(),
      version: z.number(required).int(),
    })
    .superRefine((form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      const min = form.minimumPriceInPence ?? null;
      if (form.type === "PHYSICAL") {
        if (min === null) issue("minimumPriceInPence", FIELD_MESSAGES.required);
        else if (poundsDigits(min) > MAX_POUNDS_DIGITS) issue("minimumPriceInPence", LAUNCH_MESSAGES.reserveLength);
        else if (min < RESERVE_MINIMUM_IN_PENCE) issue("minimumPriceInPence", LAUNCH_MESSAGES.reserveMinimum);
      }
      if (form.type === "MINIMUM_PRICE") {
        if (min === null) issue("minimumPriceInPence", FIELD_MESSAGES.required);
        else if (poundsDigits(min) > MAX_POUNDS_DIGITS)
          issue("minimumPriceInPence", LAUNCH_MESSAGES.minimumPriceLength);
        else if (min <= 0) issue("minimumPriceInPence", LAUNCH_MESSAGES.minimumPricePositive);
      }
      const auto = form.autoAcceptPriceInPence ?? null;
      if (auto !== null && poundsDigits(auto) > MAX_POUNDS_DIGITS)
        issue("autoAcceptPriceInPence", LAUNCH_MESSAGES.autoAcceptLength);
      const buyNow = form.buyNowPriceInPence ?? null;
      if (buyNow !== null) {
        const floor = buyNowFloor(form.type, min);
        if (poundsDigits(buyNow) > MAX_POUNDS_DIGITS) issue("buyNowPriceInPence", LAUNCH_MESSAGES.buyNowLength);
        else if (floor !== null && buyNow < floor.inPence) issue("buyNowPriceInPence", floor.message);
      }
      if (form.type === "TRYING_TO_DEAL") {
        if (!form.tryingToDealDeliveryDateType) issue("tryingToDealDeliveryDateType", FIELD_MESSAGES.required);
        else if (form.tryingToDealDeliveryDateType === "CUSTOM_DATE") {
          const date = form.tryingToDealDeliveryDate;
          if (!date) issue("tryingToDealDeliveryDate", FIELD_MESSAGES.required);
          else if (date.slice(0, 10) < context.today)
            issue("tryingToDealDeliveryDate", LAUNCH_MESSAGES.deliveryDatePast);
        }
      }
      if (context.hasGroup && !form.publishTarget) issue("publishTarget", FIELD_MESSAGES.required);
    });
}

/** The least a Buy Now price may be for this type: what bidding alone could sell the vehicle for. */
function buyNowFloor(type: string, minimum: number | null): { inPence: number; message: string } | null {
  if (type === "PHYSICAL")
    return minimum === null ? null : { inPence: minimum, message: LAUNCH_MESSAGES.buyNowBelowReserve };
  if (type === "MINIMUM_PRICE")
    return minimum === null ? null : { inPence: minimum, message: LAUNCH_MESSAGES.buyNowBelowMinimum };
  return { inPence: FALLBACK_MINIMUM_BID_IN_PENCE, message: LAUNCH_MESSAGES.buyNowBelowOpening };
}

export type LaunchForm = z.infer<ReturnType<typeof launchFormSchema>>;
