// The Analytics donuts (spec 001 sections 2.8, 3, 4.1, 9): slice order, the status colours of
// section 4.1 as tones (the UI maps each tone to its design token) and the chart's size.
import { BID_STATUSES, type AuctionStatus, type BidStatus } from "./auctions";
import { BID_STATUS_LABELS, SELLER_FILTER_LABELS } from "./list-options";

/** "Chart 280 by 280", inner radius 60, outer radius 120. */
export const DONUT = { size: 280, inner: 60, outer: 120 } as const;

/** "Seller chart order" (spec 001 section 3). */
export const SELLER_CHART_ORDER = [
  "PUBLISHED",
  "DRAFT",
  "TO_ACCEPT",
  "SOLD",
  "WAITING",
  "REJECTED",
  "ENDED",
  "CANCELLED",
] as const satisfies readonly AuctionStatus[];

/**
 * The buyer's slices follow the bid statuses' own order (decision 0057); NEGOTIATING is a part of
 * TO_ACCEPT, not a slice of its own.
 */
export const BUYER_CHART_ORDER = BID_STATUSES.filter(
  (s): s is Exclude<BidStatus, "NEGOTIATING"> => s !== "NEGOTIATING",
);

export type BaseTone = "live" | "secondary" | "success" | "danger" | "warning";
/**
 * A tone, or its light shade: where spec 001 section 4.1 gives two statuses one colour (sold and
 * to accept, ended and draft, cancelled and rejected), the second is drawn in the light shade of
 * the same colour, so every slice of a donut can be told apart (issue 22: "To accept" and "Sold"
 * looked the same).
 */
export type Tone = BaseTone | `${Exclude<BaseTone, "live" | "warning">}-light`;

/** Spec 001 section 4.1: published live green; draft, ended secondary; sold, to-accept success; cancelled, rejected danger; waiting warning. */
export const AUCTION_STATUS_TONES: Record<AuctionStatus, Tone> = {
  PUBLISHED: "live",
  DRAFT: "secondary",
  ENDED: "secondary-light",
  SOLD: "success",
  TO_ACCEPT: "success-light",
  CANCELLED: "danger-light",
  REJECTED: "danger",
  WAITING: "warning",
};

/** The same colours read from the buyer's side: a live bid is live, a win success, a loss secondary. */
export const BID_STATUS_TONES: Record<BidStatus, Tone> = {
  PLACED_BIDS: "live",
  WON: "success",
  TO_ACCEPT: "success-light",
  WAITING: "warning",
  LOST: "secondary",
  REJECTED: "danger",
  CANCELLED: "danger-light",
  NEGOTIATING: "warning",
};

/** The slices' words: the list filters' own labels (WAITING has no filter button, so its own word). */
export const CHART_LABELS: {
  auction: Record<AuctionStatus, string>;
  bid: Record<BidStatus, string>;
  negotiating: string;
} = {
  // The filter bar's 'DECLINED' is the spec's button word; a chart reads it as a status (spec 001 section 3).
  auction: { ...SELLER_FILTER_LABELS, REJECTED: "Declined", WAITING: "Waiting" },
  bid: BID_STATUS_LABELS,
  /** The legend's part of To accept (decision 0247). */
  negotiating: "of which negotiating",
};
