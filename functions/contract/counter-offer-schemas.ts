// The zod side of counter-offers (decisions 0148 and 0167): the request, a thread entry, the view
// each side gets in the detail, and the read model's JSON thread read back. Apart from the pure
// rules so the browser's bundle of the detail page does not carry zod for them.
import { z } from "zod";
import { OFFER_ACTIONS, OFFER_ENTRY_KINDS, OFFER_SIDES, type OfferEntry } from "./counter-offers";
import type { NegotiationView } from "./negotiation";

export const OfferEntrySchema = z.object({
  side: z.enum(OFFER_SIDES),
  kind: z.enum(OFFER_ENTRY_KINDS),
  amountInPence: z.number().int().nullable(),
  at: z.string(),
});

/** POST /auction/{id}/offer. */
export const OfferRequestSchema = z.object({
  version: z.number().int(),
  action: z.enum(OFFER_ACTIONS),
  /** Required for COUNTER: whole pence. */
  amountInPence: z.number().int().positive().optional(),
});
export type OfferRequest = z.infer<typeof OfferRequestSchema>;

export const FeeBandSchema = z.object({ upToInPence: z.number().int().nullable(), feeInPence: z.number().int() });

export const NegotiationViewSchema = z.object({
  side: z.enum(OFFER_SIDES),
  thread: z.array(OfferEntrySchema),
  open: z.boolean(),
  yourTurn: z.boolean(),
  priceInPence: z.number().int().nullable(),
  canCounter: z.boolean(),
  roundsLeft: z.number().int(),
  counterAbove: z.number().int().nullable(),
  counterBelow: z.number().int().nullable(),
  deadline: z.string().nullable(),
  feeBands: z.array(FeeBandSchema),
}) satisfies z.ZodType<NegotiationView>;

/** The thread as the read model stores it (JSON), empty when absent or unreadable. */
export function threadOf(json: string | null | undefined): OfferEntry[] {
  if (!json) return [];
  try {
    const parsed = z.array(OfferEntrySchema).safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
