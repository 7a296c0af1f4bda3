// Single source of truth for auction enums and limits, shared by the API,
// the UI and the bidding rules. Money is always integer pence.

export const BID_INCREMENT_IN_PENCE = 5000;
/** Opening minimum when the auction type does not set its own. */
export const FALLBACK_MINIMUM_BID_IN_PENCE = 10000;
export const MAX_BIDS_PER_AUCTION = 10000;
/** Characters allowed in the pounds bid box (enough for £99,999,999,999 with separators). */
export const BID_INPUT_MAX_LENGTH = 14;
/** The bid form names the bids left only below this many: "Bids left 9,999" tells a dealer nothing (issue 22). */
export const BIDS_LEFT_SHOWN_BELOW = 100;

export const FREE_LAUNCHES_PER_TRANSACTION = 3;
/** How long a seller has to accept or reject a TO_ACCEPT auction. */
export const ACCEPTANCE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A member who has not answered yet is reminded this long before their acceptance window closes. */
export const ACCEPTANCE_REMINDER_BEFORE_MS = 2 * 60 * 60 * 1000;
export const FREE_TRIAL_MONTHS = 3;
/**
 * Soft close (decision 0040): a bid accepted with less than this left moves the end to this long
 * after the bid, so a rival always has the same time to answer a last-second bid.
 */
export const SOFT_CLOSE_WINDOW_MS = 2 * 60 * 1000;

export const AUCTION_STATUSES = [
  "DRAFT",
  "PUBLISHED",
  "WAITING",
  "TO_ACCEPT",
  "SOLD",
  "REJECTED",
  "CANCELLED",
  "ENDED",
] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

/**
 * Closed for good: no alarm or acceptance window changes these (a relaunch starts a new run). The
 * archiver moves them out of the primary 30 days after their end (decision 0159).
 */
export const FINAL_STATUSES = ["SOLD", "ENDED", "REJECTED", "CANCELLED"] as const satisfies readonly AuctionStatus[];

export const AUCTION_TYPES = ["PHYSICAL", "MINIMUM_PRICE", "TRYING_TO_DEAL"] as const;
export type AuctionType = (typeof AUCTION_TYPES)[number];

export const TRYING_TO_DEAL_DELIVERY_DATE_TYPES = [
  "ONE_WEEK",
  "TWO_WEEKS",
  "THREE_WEEKS",
  "FOUR_WEEKS",
  "CUSTOM_DATE",
] as const;
export type TryingToDealDeliveryDateType = (typeof TRYING_TO_DEAL_DELIVERY_DATE_TYPES)[number];

/** Fee kinds of a transaction row. */
/** DISPUTE_CREDIT: a negative row that reverses (uphold) or reduces (partial) a sale's fee, decision 0171. */
export const TRANSACTION_KINDS = ["BUYER_FEE", "SELLER_FEE", "LAUNCH_FEE", "DISPUTE_CREDIT"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * How a SOLD auction was sold: null is the auction's own close or acceptance; BUY_NOW a taker
 * (decision 0136); COUNTER_OFFER a price agreed in a counter-offer thread (decision 0167).
 */
export const SALE_METHODS = ["BUY_NOW", "COUNTER_OFFER"] as const;
export type SaleMethod = (typeof SALE_METHODS)[number];

export const PUBLISH_TARGETS = ["EVERYWHERE", "GROUP_ONLY", "GROUP_FIRST"] as const;
export type PublishTarget = (typeof PUBLISH_TARGETS)[number];

const DAY_IN_MINUTES = 1440;
/** Auction durations offered to sellers, in minutes: 30m, 45m, 1h, 3h, then 1..14 days. */
export const TIME_OPTIONS = [
  30,
  45,
  60,
  180,
  DAY_IN_MINUTES * 1,
  DAY_IN_MINUTES * 2,
  DAY_IN_MINUTES * 3,
  DAY_IN_MINUTES * 4,
  DAY_IN_MINUTES * 5,
  DAY_IN_MINUTES * 6,
  DAY_IN_MINUTES * 7,
  DAY_IN_MINUTES * 8,
  DAY_IN_MINUTES * 9,
  DAY_IN_MINUTES * 10,
  DAY_IN_MINUTES * 11,
  DAY_IN_MINUTES * 12,
  DAY_IN_MINUTES * 13,
  DAY_IN_MINUTES * 14,
] as const;
export type TimeOption = (typeof TIME_OPTIONS)[number];

/** Filters on the buyer's "my bids" page. */
/** NEGOTIATING (beyond the spec, decision 0167): TO_ACCEPT with a counter-offer thread, a subset of TO_ACCEPT. */
export const BID_STATUSES = [
  "PLACED_BIDS",
  "WON",
  "TO_ACCEPT",
  "WAITING",
  "LOST",
  "REJECTED",
  "CANCELLED",
  "NEGOTIATING",
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** Spec 001 section 3's list without BID_REMOVED: a bid is never removed (decision 0042). */
export const LIVE_EVENT_TYPES = [
  "BID_PLACED",
  "AUCTION_WAITING",
  "AUCTION_TO_ACCEPT",
  "AUCTION_SOLD",
  "AUCTION_REJECTED",
  "AUCTION_CANCELLED",
  "AUCTION_UPDATED",
  "AUCTION_DELETED",
  "AUCTION_ENDED",
  "AUCTION_PUBLISHED",
  /** Beyond spec 001: a counter-offer was sent (decisions 0148, 0167). */
  "AUCTION_COUNTER_OFFER",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];
