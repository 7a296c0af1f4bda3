// The detail page's 'Launch Vehicle' form (spec 001 sections 2.6 and 5.7): prices typed in pounds
// (digits, thousands separators allowed) under the API's own field names, turned into pence and
// then checked by the contract's launch schema, so the form and the API give the same messages.
// Browser-safe: conform runs it on submit in the browser and again in the action.
import { z } from "zod";
import { launchFormSchema, type LaunchContext } from "~contract/launch-schema";
import { FIELD_MESSAGES } from "~contract/messages/common";
import { poundsToPence } from "~contract/money";
import { ukDayToIso } from "~contract/uk-day";

const PRICE_FIELDS = ["minimumPriceInPence", "autoAcceptPriceInPence", "buyNowPriceInPence"] as const;

const text = z.string().trim().optional();

/**
 * Whole pounds as typed ("12,500") to pence (the contract's one money reading); undefined when
 * empty, null when not whole pounds. Long numbers still read, so the launch schema's own length
 * message speaks for them.
 */
function priceInPence(value: string | undefined): number | null | undefined {
  if (!value) return undefined;
  return poundsToPence(value, true, 13);
}

export function launchFormPoundsSchema(context: LaunchContext) {
  return z
    .object({
      type: text,
      minimumPriceInPence: text,
      autoAcceptPriceInPence: text,
      buyNowPriceInPence: text,
      timeOption: text,
      publishTarget: text,
      tryingToDealDeliveryDateType: text,
      tryingToDealDeliveryDate: text,
      version: z.coerce.number({ invalid_type_error: FIELD_MESSAGES.required }).int(),
    })
    .transform((form, ctx) => {
      let bad = false;
      for (const field of PRICE_FIELDS) {
        const value = form[field];
        if (value && priceInPence(value) === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message: FIELD_MESSAGES.onlyNumbers });
          bad = true;
        }
      }
      if (bad) return z.NEVER;
      const type = form.type || undefined;
      const priced = type === "PHYSICAL" || type === "MINIMUM_PRICE";
      return {
        type,
        // Only the chosen type's price counts: the other boxes may still hold an old value without JavaScript.
        minimumPriceInPence: priced ? (priceInPence(form.minimumPriceInPence) ?? null) : null,
        autoAcceptPriceInPence: priceInPence(form.autoAcceptPriceInPence) ?? null,
        buyNowPriceInPence: priceInPence(form.buyNowPriceInPence) ?? null,
        timeOption: form.timeOption || undefined,
        publishTarget: form.publishTarget || null,
        tryingToDealDeliveryDateType: type === "TRYING_TO_DEAL" ? form.tryingToDealDeliveryDateType || null : null,
        tryingToDealDeliveryDate:
          type === "TRYING_TO_DEAL" && form.tryingToDealDeliveryDateType === "CUSTOM_DATE"
            ? // Typed DD/MM/YYYY as the site shows dates (a saved YYYY-MM-DD passes as it is).
              (form.tryingToDealDeliveryDate &&
                (ukDayToIso(form.tryingToDealDeliveryDate) ?? form.tryingToDealDeliveryDate)) ||
              null
            : null,
        version: form.version,
      };
    })
    .pipe(launchFormSchema(context));
}
