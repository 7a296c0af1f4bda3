// The bid status bar's words (spec 001 section 7): where the viewer's bid stands. Apart from ./bidding
// so the detail page ships them without the bid form's and the API's (decision 0229).
import type { SaleMethod } from "../auctions";
import { formatPounds } from "../money";

export const BID_STATUS_MESSAGES = {
  highest: (amountInPence: number) => `Your bid of ${formatPounds(amountInPence)} is the highest`,
  highestWithMaximum: (proxyInPence: number, maxInPence: number) =>
    `Your bid of ${formatPounds(proxyInPence)} is the highest. Your maximum bid is ${formatPounds(maxInPence)}`,
  notHighest: (amountInPence: number) => `Your bid of ${formatPounds(amountInPence)} is not the highest - try again`,
  // Once the cap is hit nobody can bid again, so "try again" would be a lie.
  notHighestFinal: (amountInPence: number) => `Your bid of ${formatPounds(amountInPence)} was not the highest`,
  winning: (amountInPence: number) => `The winning bid was ${formatPounds(amountInPence)}`,
  // Buy Now and an agreed counter-offer sell at a price no bid reached (issue 27).
  soldAtBuyNow: (amountInPence: number) => `Sold at the Buy Now price of ${formatPounds(amountInPence)}`,
  soldAtAgreedPrice: (amountInPence: number) => `Sold at the agreed price of ${formatPounds(amountInPence)}`,
} as const;

/** The closing line of a sale, worded by how it was made: by a bid, by Buy Now, or by agreement. */
export function saleMessage(priceInPence: number, saleMethod: SaleMethod | null | undefined): string {
  if (saleMethod === "BUY_NOW") return BID_STATUS_MESSAGES.soldAtBuyNow(priceInPence);
  if (saleMethod === "COUNTER_OFFER") return BID_STATUS_MESSAGES.soldAtAgreedPrice(priceInPence);
  return BID_STATUS_MESSAGES.winning(priceInPence);
}
