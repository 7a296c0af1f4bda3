// Messages of an auction's life (spec 001 sections 3 to 5): who may act on it, the room's refusals,
// the launch form, a draft's completeness and the buyer's acceptance. Generic words ('Field is
// required', 'Not Found', the payment block) live once in ./common and ./errors.

import { ERROR_MESSAGES } from "./errors";

export const ACCESS_MESSAGES = {
  NOT_BUYER: "Only buyers can place bids",
  BUYER_BLOCKED: "Your organisation cannot place bids at the moment",
  NOT_SELLER: "Only the organisation owner or the seller of this auction can do this",
} as const;

export const ROOM_MESSAGES = {
  STALE: "The auction has changed. Please refresh and try again.",
  PUBLISH: "This auction cannot be launched",
  REPUBLISH: "This auction cannot be relaunched",
  CANCEL: "This auction can no longer be cancelled",
  SELLER_ACCEPTANCE: "This auction is not waiting for the seller's acceptance",
  BUYER_ACCEPTANCE: "This auction is not waiting for the buyer's acceptance",
  NOT_WINNER: "Only the winning bidder's organisation can accept or reject this offer",
  DELETE: "This auction cannot be deleted",
  /** A relaunch waits for the last run's bids to reach the database; it could not (decision 0050). */
  NOT_SAVED: "The last bids are still being saved. Please try again in a minute.",
} as const;

export const LAUNCH_MESSAGES = {
  reserveLength: "Reserve Price must be between 1 and 10 characters",
  reserveMinimum: "Reserve Price must be greater or equal to 100",
  minimumPriceLength: "Minimum Price must be between 1 and 10 characters",
  /** The same rule in the wizard's words (spec 001 section 5.7). */
  noReservePriceLength: "No reserve price must be between 1 and 10 characters",
  minimumPricePositive: "No reserve price must be greater than 0",
  autoAcceptLength: "Auto accept price must be between 1 and 10 characters",
  deliveryDatePast: "Delivery date cannot be in the past",
  /** The optional Buy Now price (decision 0136): never below what bidding alone could sell for. */
  buyNowBelowReserve: "Buy Now price must be greater or equal to the Reserve Price",
  buyNowBelowMinimum: "Buy Now price must be greater or equal to the Minimum Price",
  buyNowBelowOpening: "Buy Now price must be greater or equal to 100",
  buyNowLength: "Buy Now price must be between 1 and 10 characters",
} as const;

export const DRAFT_MESSAGES = {
  missingFields: "Missing required fields:",
  notEnoughPhotos: "Not enough photos",
  notEnoughPerspectives: "Not enough perspectives",
  serviceTypeMissing: "Service History Type not specified",
  serviceRecordsMissing: "Manual records or scans should be specified",
  notEnoughFeatures: "Not enough features",
  description: "Description must be between 1 and 10000 characters",
} as const;

export const ACCEPTANCE_MESSAGES = {
  accepted: "Offer accepted",
  rejected: "Offer rejected",
  /** The winner's panel and confirmation (issue 22): by when, and what winning costs on top. */
  buyerDeadline: (when: string) => `Accept or reject the offer by ${when}.`,
  buyerFee: (price: string, fee: string) => `Buyer's fee at ${price}: ${fee} plus VAT.`,
  /** Accepting within the organisation's free trial charges no fee (DESIGN "Fees"). */
  buyerFeeInFreeTrial: (price: string, until: string) =>
    `Buyer's fee at ${price}: none during your free trial, which runs until ${until}.`,
} as const;

export const SELLING_LIST_MESSAGES = {
  NOT_SELLER: "Only sellers can see the vehicles their organisation sells",
} as const;

/** The seller's actions on the detail page (spec 001 sections 4.2 and 4.4): questions and answers. */
export const SELLER_ACTION_MESSAGES = {
  cancelQuestion: "Are you sure?",
  cancelDetail: "The auction will end now and buyers can no longer bid.",
  deleteQuestion: "Are you sure you want to delete this vehicle? This cannot be undone.",
  acceptQuestion: (amount: string) => `Accept the best offer of ${amount}? The buyer is then asked to confirm.`,
  rejectQuestion: (amount: string) => `Reject the best offer of ${amount}?`,
  cancelled: "Auction cancelled",
  deleted: "Vehicle deleted",
  accepted: "Offer accepted. Waiting for the buyer's acceptance.",
  rejected: "Offer rejected",
  launched: "Auction saved successfully",
  notNow: "This action is no longer available for this vehicle.",
  paymentPending: "Payment verification in progress",
  launchFee: "You have used the free launches of this vehicle: a launch fee will be charged for this launch.",
} as const;

/** The detail's one contact card (spec 001 section 4.3, decision 0100): who it is for, and until when it is empty. */
export const CONTACT_MESSAGES = {
  sellerTitle: "SELLER'S INFORMATION",
  buyerTitle: "BUYER'S INFORMATION",
  sellerHidden: "The seller's contact details are shown to the winning buyer once the vehicle is sold.",
  buyerHidden: "The buyer's contact details are shown here once the vehicle is sold.",
} as const;

/** Why launching is closed (launch-access.ts), shown up front and at Launch; and what to do meanwhile. */
export const LAUNCH_CLOSED_MESSAGES = {
  VERIFICATION_PENDING:
    "Your organisation cannot launch auctions yet: our team is still verifying your account. A member of our team will contact you shortly.",
  SELLING_BLOCKED:
    "Your organisation cannot launch auctions at the moment: selling has been blocked by our team. Please contact us.",
  /** The spec's payment message (spec 001 section 8), with the way to the wallet beside it. */
  PAYMENT_BLOCKED: ERROR_MESSAGES.PAYMENT_FAILED,
  meanwhile:
    "Meanwhile you can prepare vehicles: each one is kept as a draft under Parked, ready to launch once this is resolved.",
  toWallet: "Go to your wallet",
} as const;
