// Messages of Buy Now (issue 27, decision 0136): a taker's refusals, the confirmation that names
// the vehicle, the price and the buyer's fee, and the answers after it. The launch form's own are
// in LAUNCH_MESSAGES (./auction), which the seller's page already ships.
import { BUY_NOW_LINE_MESSAGES } from "./auction-detail";

export const BUY_NOW_MESSAGES = {
  ...BUY_NOW_LINE_MESSAGES,
  /** A taker's refusals (the room's last word). */
  NONE: "This auction has no Buy Now price",
  WITHDRAWN: "Buy Now is no longer available: a bid has reached the reserve",
  SOLD: "This vehicle has already been sold",
  PRICE_CHANGED: "The Buy Now price has changed. Please check the new price and try again.",
  OWN_AUCTION: "You cannot buy your own organisation's vehicle",
  /** The confirmation and the answer. */
  question: (vehicle: string, price: string) => `Buy ${vehicle} now for ${price}?`,
  fee: (price: string, fee: string) => `Buyer's fee at ${price}: ${fee} plus VAT.`,
  binding: "The auction ends at once and the vehicle is sold to your organisation.",
  boughtFor: (price: string) => `Bought with Buy Now for ${price}`,
  bought: (vehicle: string, price: string) => `You bought ${vehicle} for ${price}`,
} as const;
