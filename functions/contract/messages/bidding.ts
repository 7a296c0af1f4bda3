// Messages of bidding (spec 001 sections 5.8 and 7): a refused bid, the bid form and the Buying
// list. The API, the auction room and the Remix forms all show these words. The bid status bar's are
// in ./bid-status, so a page that shows the bar ships them without these (decision 0229).
import { formatPounds } from "../money";

export const BID_ERROR_MESSAGES = {
  NOT_PUBLISHED: "Bidding is closed for this auction",
  ENDED: "This auction has ended",
  OWN_AUCTION: "You cannot bid on your own organisation's auction",
  NOT_INTEGER: "Bid must be an integer",
  LIMIT: "The maximum number of bids for this auction has been reached",
} as const;

export function tooLowMessage(minimumBidInPence: number): string {
  return `Your bid must be greater than or equal to ${formatPounds(minimumBidInPence)}`;
}

/** The bid amount field, as POST /auction/bid and the browser's bid form both judge it. */
export const BID_FORM_MESSAGES = {
  required: "Amount value is required",
  integer: BID_ERROR_MESSAGES.NOT_INTEGER,
} as const;

export const BID_PLACED_MESSAGE = "Bid placed successfully";

/**
 * The bid confirmation (spec 001 section 5.8, issue 22): the vehicle with the facts a dealer checks,
 * that the amount is a maximum and what proxy bidding does with it, and the buyer's fee at it.
 */
export const BID_CONFIRM_MESSAGES = {
  question: (amount: string, vehicle: string) => `Please confirm your maximum bid of ${amount} on ${vehicle}.`,
  proxy: (amount: string) =>
    `This is a maximum bid: we bid for you only as much as it takes to keep you the highest bidder, £50 at a time, up to ${amount}. Nobody else sees your maximum.`,
  fee: (amount: string, fee: string) =>
    `Buyer's fee if you win at ${amount}: ${fee} plus VAT (the fee follows the price you win at).`,
  /** The auction ends within the organisation's free trial: a sale then charges no fee. */
  feeInFreeTrial: (amount: string, until: string) =>
    `Buyer's fee if you win at ${amount}: none during your free trial, which runs until ${until}.`,
  bidsLeft: (count: string) => `Bids left ${count}`,
} as const;

/**
 * The API was too busy (503) or the answer never came: the bid may or may not have been placed, so
 * the form keeps the amount and retries with the same idempotency key (decision 0039).
 */
export const BID_RETRY_MESSAGE =
  "We could not confirm your bid. Press CONFIRM BID to try again; it will not be placed twice.";

export const MY_BIDS_MESSAGES = { NOT_BUYER: "Only buyers can see the Buying list" } as const;

export const IDEMPOTENCY_MESSAGES = {
  INVALID: "Idempotency-Key must be 8 to 100 letters, digits, '-', '_', '.' or ':'",
  REUSED: "This idempotency key was already used for a different bid",
} as const;
