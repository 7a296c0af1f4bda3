// The bid form (spec 001 section 5.8): one schema for the browser (conform, as the dealer types) and
// the server action, so both show the same words. Pounds in, pence out.
import { z } from "zod";
import { BID_FORM_MESSAGES, tooLowMessage } from "~contract/messages/bidding";

/** Whole pounds as typed: digits, optionally with thousands separators and a leading £. */
export function parsePounds(text: string): number | null {
  const cleaned = text.trim().replace(/^£\s*/, "");
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(cleaned)) return null;
  const pounds = Number(cleaned.replace(/,/g, ""));
  return Number.isSafeInteger(pounds * 100) ? pounds : null;
}

/** `amount` parses to pence; below the viewer's minimum next bid is refused with the spec's words. */
export function bidFormSchema(minimumBidInPence: number) {
  return z.object({
    amount: z
      .string({ required_error: BID_FORM_MESSAGES.required, invalid_type_error: BID_FORM_MESSAGES.required })
      .transform((value, ctx) => {
        if (value.trim() === "") {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: BID_FORM_MESSAGES.required });
          return z.NEVER;
        }
        const pounds = parsePounds(value);
        if (pounds === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: BID_FORM_MESSAGES.integer });
          return z.NEVER;
        }
        const pence = pounds * 100;
        if (pence < minimumBidInPence) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooLowMessage(minimumBidInPence) });
          return z.NEVER;
        }
        return pence;
      }),
  });
}
export type BidForm = z.infer<ReturnType<typeof bidFormSchema>>;
