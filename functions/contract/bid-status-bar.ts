// The coloured bid status bar of buying cards and the detail page (spec 001 sections 4.1, 4.7 and
// 4.8), judged per organisation: colleagues share one standing. Pure, so the API cards and the UI
// compute the same label, message and colour from the same fields.
import { BID_STATUS_MESSAGES, saleMessage } from "./messages/bid-status";
import { MAX_BIDS_PER_AUCTION, type AuctionStatus, type AuctionType, type SaleMethod } from "./auctions";

/** The status colours of spec 001 section 4.1 (CSS classes `status-bar--<tone>`). */
export type StatusTone = "live" | "success" | "danger" | "warning" | "secondary";

export interface StatusBarInput {
  status: AuctionStatus;
  type: AuctionType | null;
  /** PUBLISHED and before endsOn. */
  live: boolean;
  highestBidInPence: number | null;
  bidCount: number;
  wonBidPriceInPence: number | null;
  /** The viewer organisation's highest maximum in the current launch; null when it has not bid. */
  viewerMaxInPence: number | null;
  /** The viewer's organisation holds the highest bid (the leader while live, the winner after). */
  viewerIsLeader: boolean;
  /** The viewer's organisation is the seller: no buyer standing to show. */
  isSellerOrganization: boolean;
  /** TO_ACCEPT with a counter-offer thread open (decision 0167): both parties read "Negotiating". */
  negotiating?: boolean;
  /** How a SOLD auction was sold: its closing line names Buy Now or the agreed price, not a bid. */
  saleMethod?: SaleMethod | null;
}

export interface StatusBar {
  /** The bid-related status label of spec 001 section 4.1. */
  label: string;
  /** A message of spec 001 section 4.8, or null when there is nothing to say. */
  message: string | null;
  tone: StatusTone;
}

export const STATUS_LABELS = {
  DRAFT: "Parked",
  PUBLISHED: "Live",
  CANCELLED: "Cancelled",
  WAITING_FOR_SELLER: "Waiting for the seller's acceptance",
  WAITING_FOR_YOU: "Waiting for you to accept",
  WAITING_FOR_BUYER: "Waiting for the buyer's acceptance",
  REJECTED: "Declined Offer",
  SOLD: "Sold",
  ENDED: "Ended",
  WON: "Won",
  LOST: "Lost",
  NEGOTIATING: "Negotiating",
} as const;

/** Status colours (spec 001 section 4.1): sold and to-accept success, cancelled and rejected danger. */
const STATUS_TONES: Record<AuctionStatus, StatusTone> = {
  DRAFT: "secondary",
  PUBLISHED: "live",
  WAITING: "warning",
  TO_ACCEPT: "success",
  SOLD: "success",
  REJECTED: "danger",
  CANCELLED: "danger",
  ENDED: "secondary",
};

function sellerBar(status: AuctionStatus): StatusBar {
  const label = {
    DRAFT: STATUS_LABELS.DRAFT,
    PUBLISHED: STATUS_LABELS.PUBLISHED,
    WAITING: STATUS_LABELS.WAITING_FOR_BUYER,
    TO_ACCEPT: STATUS_LABELS.WAITING_FOR_YOU,
    SOLD: STATUS_LABELS.SOLD,
    REJECTED: STATUS_LABELS.REJECTED,
    CANCELLED: STATUS_LABELS.CANCELLED,
    ENDED: STATUS_LABELS.ENDED,
  }[status];
  return { label, message: null, tone: STATUS_TONES[status] };
}

function liveBar(input: StatusBarInput): StatusBar {
  const { viewerMaxInPence: max, highestBidInPence: highest } = input;
  if (max === null || highest === null) return { label: STATUS_LABELS.PUBLISHED, message: null, tone: "live" };
  // Grey for trying-to-deal: the highest bid there is an offer, not a win.
  const grey = input.type === "TRYING_TO_DEAL";
  if (input.viewerIsLeader) {
    const message =
      highest === max ? BID_STATUS_MESSAGES.highest(max) : BID_STATUS_MESSAGES.highestWithMaximum(highest, max);
    return { label: STATUS_LABELS.PUBLISHED, message, tone: grey ? "secondary" : "success" };
  }
  // Once the cap is reached nobody can bid again, so "try again" would be a lie.
  const message =
    input.bidCount >= MAX_BIDS_PER_AUCTION
      ? BID_STATUS_MESSAGES.notHighestFinal(max)
      : BID_STATUS_MESSAGES.notHighest(max);
  return { label: STATUS_LABELS.PUBLISHED, message, tone: grey ? "secondary" : "danger" };
}

function closedBar(input: StatusBarInput): StatusBar {
  const { status, viewerMaxInPence: max } = input;
  const finalPrice = input.wonBidPriceInPence ?? input.highestBidInPence;
  if (status === "DRAFT" || status === "ENDED" || status === "CANCELLED" || status === "PUBLISHED") {
    // PUBLISHED here means past its end, waiting for the room to close it.
    return { label: sellerBar(status).label, message: null, tone: STATUS_TONES[status] };
  }
  // The winner first: a Buy Now taker may have won without ever bidding.
  if (input.viewerIsLeader) {
    const label = {
      SOLD: STATUS_LABELS.WON,
      TO_ACCEPT: STATUS_LABELS.WAITING_FOR_SELLER,
      WAITING: STATUS_LABELS.WAITING_FOR_YOU,
      REJECTED: STATUS_LABELS.REJECTED,
    }[status];
    const message = finalPrice === null ? null : saleMessage(finalPrice, status === "SOLD" ? input.saleMethod : null);
    return { label, message, tone: STATUS_TONES[status] };
  }
  if (max === null) {
    // A viewer who never bid learns only the outcome of a sale.
    const message = status === "SOLD" && finalPrice !== null ? saleMessage(finalPrice, input.saleMethod) : null;
    return { label: status === "SOLD" ? STATUS_LABELS.SOLD : STATUS_LABELS.ENDED, message, tone: STATUS_TONES[status] };
  }
  // Grey when a sale went to someone else (spec 001 section 4.7); red for any other loss.
  const grey = status === "SOLD" || input.type === "TRYING_TO_DEAL";
  return {
    label: STATUS_LABELS.LOST,
    message: BID_STATUS_MESSAGES.notHighestFinal(max),
    tone: grey ? "secondary" : "danger",
  };
}

export function bidStatusBar(input: StatusBarInput): StatusBar {
  // The two parties of a counter-offer thread; anyone else sees the closed auction as before.
  if (input.negotiating && input.status === "TO_ACCEPT" && (input.isSellerOrganization || input.viewerIsLeader)) {
    return { label: STATUS_LABELS.NEGOTIATING, message: null, tone: "warning" };
  }
  if (input.isSellerOrganization) return sellerBar(input.status);
  return input.live ? liveBar(input) : closedBar(input);
}

/** The amount label of spec 001 section 4.1, by auction type. */
export function bidAmountLabel(type: AuctionType | null, reserveMet: boolean): string {
  if (type === "PHYSICAL") return reserveMet ? "RESERVE MET" : "RESERVE NOT MET";
  if (type === "MINIMUM_PRICE") return "NO RESERVE SALE";
  return "CURRENT BID";
}

/**
 * What one viewer knows about the price without seeing anyone else's maximum: enough to compute
 * the minimum next bid and the status bar from the D1 read model, where the ledger is not loaded.
 */
export interface ViewerPriceSummary {
  highestBidInPence: number | null;
  bidCount: number;
  /** The viewer's organisation holds the highest maximum. */
  viewerIsLeader: boolean;
  /** The viewer organisation's own highest maximum, if it has bid. */
  viewerMaxInPence: number | null;
}

/**
 * The status line from a viewer's price summary (the read model's and the room's). Here rather than
 * in ./bidding-rules so a page that shows it does not ship the bidding rules' refusals (decision 0229).
 */
export function bidStatusMessageFromSummary(
  summary: ViewerPriceSummary,
  closed: boolean,
  sale: { method: SaleMethod | null; priceInPence: number | null } | null = null,
): string | null {
  const { highestBidInPence, viewerIsLeader, viewerMaxInPence, bidCount } = summary;
  // A sale by Buy Now or by agreement was made at its own price, not at the highest bid.
  if (closed && sale?.method && sale.priceInPence !== null) return saleMessage(sale.priceInPence, sale.method);
  if (closed) return highestBidInPence === null ? null : BID_STATUS_MESSAGES.winning(highestBidInPence);
  if (viewerMaxInPence === null || highestBidInPence === null) return null;
  if (viewerIsLeader) {
    return highestBidInPence === viewerMaxInPence
      ? BID_STATUS_MESSAGES.highest(viewerMaxInPence)
      : BID_STATUS_MESSAGES.highestWithMaximum(highestBidInPence, viewerMaxInPence);
  }
  return bidCount >= MAX_BIDS_PER_AUCTION
    ? BID_STATUS_MESSAGES.notHighestFinal(viewerMaxInPence)
    : BID_STATUS_MESSAGES.notHighest(viewerMaxInPence);
}
