// Buy Now (issue 27, decision 0136): the request a taker sends, what the API answers, and the SQL
// twin of "Buy Now is open" that search filters by. Who may take it is policy.ts buyNowRefusal.
import { z } from "zod";
import { AUCTION_STATUSES, SALE_METHODS } from "./auctions";
import { FIELD_MESSAGES } from "./messages/common";

/** POST /auction/{id}/buy-now: the price the taker confirmed (a relaunch may have changed it). */
export const BuyNowRequestSchema = z.object({
  amountInPence: z
    .number({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.onlyNumbers })
    .int(FIELD_MESSAGES.onlyNumbers)
    .positive(FIELD_MESSAGES.onlyNumbers),
});
export type BuyNowRequest = z.infer<typeof BuyNowRequestSchema>;

export const BuyNowResponseSchema = z.object({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  version: z.number().int(),
  wonBidPriceInPence: z.number().int(),
  buyerFeeInPence: z.number().int(),
  saleMethod: z.enum(SALE_METHODS),
  message: z.string(),
});
export type BuyNowResponse = z.infer<typeof BuyNowResponseSchema>;

/**
 * Buy Now open, in SQL over `auctions` aliased `a` (the read model's copy of the room's facts):
 * a price is set and the reserve is not met (the contract's reserveMetAt: a PHYSICAL auction's
 * price below its reserve; any other type before its first bid). Live-ness is the caller's filter.
 */
export function buyNowOpenSql(a = "a"): string {
  return `(${a}.buy_now_price_in_pence IS NOT NULL AND (${a}.highest_bid_in_pence IS NULL
    OR (${a}.type = 'PHYSICAL' AND ${a}.minimum_price_in_pence > 0 AND ${a}.highest_bid_in_pence < ${a}.minimum_price_in_pence)))`;
}
