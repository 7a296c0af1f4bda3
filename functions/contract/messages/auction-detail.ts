// Words the auction detail page shows (spec 001 sections 4 and 5.9): the winner's acceptance, the
// contact card, why launching is closed and the Buy Now line. Apart from ./auction, ./buy-now and
// ./seller-actions so the buyer's detail does not ship the launch form's, the Buy Now dialog's and
// the seller's words (decision 0229).
import { ERROR_MESSAGES } from "./errors";

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

/** The detail's one contact card (spec 001 section 4.3, decision 0100): who it is for, and until when it is empty. */
export const CONTACT_MESSAGES = {
  sellerTitle: "SELLER'S INFORMATION",
  buyerTitle: "BUYER'S INFORMATION",
  sellerHidden: "The seller's contact details are shown to the winning buyer once the vehicle is sold.",
  buyerHidden: "The buyer's contact details are shown here once the vehicle is sold.",
  /** The seller's card while the sale's payment is being verified. */
  paymentPending: "Payment verification in progress",
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

/**
 * The detail's Buy Now price line (issue 27, decision 0136); ./buy-now has the rest, and a sale it
 * made is worded by saleMessage (./bid-status).
 */
export const BUY_NOW_LINE_MESSAGES = {
  label: "Buy Now",
} as const;
