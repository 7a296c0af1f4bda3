// The price heading of the auction detail and the list cards: while an auction runs (or is parked)
// it is the spec's bid label by type (spec 001 section 4.1: RESERVE MET, RESERVE NOT MET, NO RESERVE
// SALE, CURRENT BID); once it has closed it says what happened instead (decision 0098), because
// "RESERVE NOT MET £4,050" over a sold car reads as if it had not sold.
import type { AuctionStatus, AuctionType } from "./auctions";
import { bidAmountLabel } from "./bid-status-bar";

export const PRICE_OUTCOMES = {
  SOLD: "SOLD",
  NOT_SOLD: "NOT SOLD",
  WAITING: "WAITING FOR ACCEPTANCE",
} as const;

export interface PriceHeadingInput {
  status: AuctionStatus;
  type: AuctionType | null;
  reserveMet: boolean;
  highestBidInPence: number | null;
  wonBidPriceInPence: number | null;
}

export interface PriceHeading {
  label: string;
  /** The amount under the label: the sale price, the offer awaiting acceptance, or the highest bid. */
  amountInPence: number | null;
  /** Closed without a sale: the amount is the best bid that did not buy it. */
  unsold: boolean;
}

export function priceHeading(a: PriceHeadingInput): PriceHeading {
  const highest = a.highestBidInPence;
  switch (a.status) {
    case "SOLD":
      return { label: PRICE_OUTCOMES.SOLD, amountInPence: a.wonBidPriceInPence ?? highest, unsold: false };
    case "TO_ACCEPT":
    case "WAITING":
      return { label: PRICE_OUTCOMES.WAITING, amountInPence: highest, unsold: false };
    case "ENDED":
    case "REJECTED":
    case "CANCELLED":
      return { label: PRICE_OUTCOMES.NOT_SOLD, amountInPence: highest, unsold: true };
    default:
      // DRAFT, and PUBLISHED (also just past its end, until the room closes it).
      return { label: bidAmountLabel(a.type, a.reserveMet), amountInPence: highest, unsold: false };
  }
}
