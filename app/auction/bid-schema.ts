// The bid form (spec 001 section 5.8): one schema for the browser (conform, as the dealer types) and
// the server action, so both show the same words. Pounds in, pence out.
import { z } from "zod";
import { BID_FORM_MESSAGES, tooLowMessage } from "~contract/messages/bidding";
import { poundsToPence } from "~contract/money";

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
        // Whole pounds, thousands separators allowed (the contract's one money reading).
        const pence = poundsToPence(value, true, 12);
        if (pence === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: BID_FORM_MESSAGES.integer });
          return z.NEVER;
        }
        if (pence < minimumBidInPence) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooLowMessage(minimumBidInPence) });
          return z.NEVER;
        }
        return pence;
      }),
  });
}
export type BidForm = z.infer<ReturnType<typeof bidFormSchema>>;
