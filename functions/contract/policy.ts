// Who may see and do what with one auction (spec 001 sections 4.2, 4.3 and 6; DESIGN.md "Auction
// rules"; decision 0021). One pure function, `can(viewer, action, auction)`, used by the API
// handlers, the auction's view flags, the AuctionRoom and the live event filter; policy-sql.ts is
// its twin for list queries. Who-checks (403) and state-checks (409) are separate actions so a
// handler can tell "not yours" from "not now"; the room still has the last word on time.
// Who may bid is the one action with reasons to give: bidRefusal names the spec's refusal, and
// can(viewer, "bid", auction) is "no refusal" (decision 0094). Buy Now is the same rule plus its
// own facts (a price, the reserve not yet met): buyNowRefusal, and can(viewer, "buy-now", auction).
import { MAX_BIDS_PER_AUCTION, type AuctionStatus, type PublishTarget } from "./auctions";
import { BID_ERROR_MESSAGES } from "./messages/bidding";
import { ACCESS_MESSAGES } from "./messages/auction";
import { ERROR_MESSAGES } from "./messages/common";
import { PAYMENT_FAILURE_CODE } from "./payments";
import { BUY_NOW_MESSAGES } from "./messages/buy-now";

export interface PolicyViewer {
  /** null: signed out. */
  id: number | null;
  organizationId: number | null;
  groupId: number | null;
  isOwner: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
  /** SUPER_ADMIN: no auction powers of its own (support acts through impersonation). */
  isAdmin: boolean;
  buyerBlocked: boolean;
  sellerBlocked: boolean;
  /** The organisation's status (ACTIVE, PENDING, BLOCKED_DUE_TO_PAYMENT, BLOCKED); null: none. */
  organizationStatus: string | null;
}

export const SIGNED_OUT: PolicyViewer = {
  id: null,
  organizationId: null,
  groupId: null,
  isOwner: false,
  isBuyer: false,
  isSeller: false,
  isTransactionAcceptor: false,
  isAdmin: false,
  buyerBlocked: false,
  sellerBlocked: false,
  organizationStatus: null,
};

/** A viewer known only by organisation and group (the room's bidder, a live subscriber). */
export const organizationViewer = (organizationId: number | null, groupId: number | null): PolicyViewer => ({
  ...SIGNED_OUT,
  // id stays null: such a viewer is only ever asked "see", which reads organisation and group.
  organizationId,
  groupId,
});

/** The facts of an auction the rules read. Moment facts default to "let the room decide". */
export interface AuctionFacts {
  status: AuctionStatus;
  /** null only on a never-launched draft; read as the spec's default, EVERYWHERE. */
  publishTarget: PublishTarget | null;
  /** The selling organisation. */
  organizationId: number;
  sellerId: number;
  /** The seller organisation's group recorded at launch (not its group today). */
  groupId: number | null;
  winnerOrganizationId: number | null;
  winnerBidderId: number | null;
  supersededByAuctionId?: number | null;
  /** PUBLISHED and before endsOn by the caller's clock; default: status is PUBLISHED. */
  live?: boolean;
  /** The visible price reached the reserve (PHYSICAL); default false. */
  reserveMet?: boolean;
  /** The 24-hour acceptance deadline has not passed; default true. */
  acceptanceOpen?: boolean;
  bidCount?: number;
  /** The seller's Buy Now price, null or absent when there is none (decision 0136). */
  buyNowPriceInPence?: number | null;
  /** A counter-offer thread has started (decision 0167): its own moves answer, not accept/reject. */
  negotiating?: boolean;
}

export const ACTIONS = [
  "see", // the auction exists for this viewer (else 404)
  "manage", // owner of the selling organisation or this auction's seller (else 403)
  "act-for-seller", // manage, or a transaction acceptor of the selling organisation
  "act-for-buyer", // the winning bidder, or their organisation's owner or transaction acceptor
  "launch", // publish a draft
  "edit", // the wizard on a draft
  "edit-copy", // POST /edit: a new editable version of a REJECTED, CANCELLED or ENDED auction
  "delete",
  "cancel",
  "relaunch",
  "accept", // seller acceptance (TO_ACCEPT)
  "reject",
  "accept-as-winner", // buyer acceptance (WAITING)
  "reject-as-winner",
  "bid",
  "buy-now", // take the Buy Now price: who may bid, while Buy Now is open (decision 0136)
  "see-own-bids", // the viewer organisation's bids and maximum
  "see-seller-prices", // reserve and auto-accept price
  "see-seller-contact",
  "see-buyer-contact",
] as const;
export type Action = (typeof ACTIONS)[number];

const CLOSED_RELAUNCHABLE: readonly AuctionStatus[] = ["ENDED", "CANCELLED", "REJECTED"];

export const reachOf = (a: Pick<AuctionFacts, "publishTarget">): PublishTarget => a.publishTarget ?? "EVERYWHERE";

export const isSellerOrganization = (v: PolicyViewer, a: Pick<AuctionFacts, "organizationId">): boolean =>
  v.organizationId !== null && v.organizationId === a.organizationId;

export const isWinnerOrganization = (v: PolicyViewer, a: Pick<AuctionFacts, "winnerOrganizationId">): boolean =>
  v.organizationId !== null && v.organizationId === a.winnerOrganizationId;

/** Visibility alone: what every list query's SQL (policy-sql.ts) must agree with. */
export function canSee(
  v: PolicyViewer,
  a: Pick<AuctionFacts, "status" | "publishTarget" | "organizationId" | "groupId" | "winnerOrganizationId">,
): boolean {
  if (isSellerOrganization(v, a)) return true;
  if (a.status === "DRAFT") return false;
  if (reachOf(a) === "EVERYWHERE") return true;
  // Group reach (GROUP_ONLY, GROUP_FIRST before its relaunch): members of the seller's group, and
  // the winning organisation, which keeps its stake if it has left the group since.
  if (isWinnerOrganization(v, a)) return true;
  return v.groupId !== null && a.groupId !== null && v.groupId === a.groupId;
}

export function can(v: PolicyViewer, action: Action, a: AuctionFacts): boolean {
  if (v.id === null && action !== "see") return false;
  const own = isSellerOrganization(v, a);
  const manage = own && (v.isOwner || (v.isSeller && v.id === a.sellerId));
  const live = a.live ?? a.status === "PUBLISHED";
  const open = a.acceptanceOpen ?? true;
  const superseded = (a.supersededByAuctionId ?? null) !== null;
  switch (action) {
    case "see":
      return canSee(v, a);
    case "manage":
      return manage;
    case "act-for-seller":
      return manage || (own && v.isTransactionAcceptor);
    case "act-for-buyer":
      return isWinnerOrganization(v, a) && (v.id === a.winnerBidderId || v.isOwner || v.isTransactionAcceptor);
    case "launch":
    case "edit":
      return manage && a.status === "DRAFT";
    case "edit-copy":
    case "relaunch":
      return manage && CLOSED_RELAUNCHABLE.includes(a.status) && !superseded;
    case "delete":
      return manage && (a.status === "DRAFT" || a.status === "ENDED" || a.status === "CANCELLED");
    case "cancel":
      return manage && live && !a.reserveMet;
    case "accept":
    case "reject":
      return can(v, "act-for-seller", a) && a.status === "TO_ACCEPT" && open && !a.negotiating;
    case "accept-as-winner":
    case "reject-as-winner":
      return can(v, "act-for-buyer", a) && a.status === "WAITING" && open;
    case "bid":
      return bidRefusal(v, a) === null;
    case "buy-now":
      return buyNowRefusal(v, a) === null;
    case "see-own-bids":
      return v.organizationId !== null && !own && canSee(v, a);
    case "see-seller-prices":
      return own;
    case "see-seller-contact":
      return own || (a.status === "SOLD" && isWinnerOrganization(v, a));
    case "see-buyer-contact":
      return a.status === "SOLD" && (own || isWinnerOrganization(v, a));
  }
}

/** Why a viewer may not bid, as the API answers it: status, the catalogue's message, the error code. */
export interface BidRefusal {
  code: BidRefusalCode;
  status: 401 | 403 | 404 | 409 | 418;
  message: string;
  /** The envelope's errorCode, where the spec or the client reads one. */
  errorCode?: string;
}
export type BidRefusalCode =
  | "SIGNED_OUT"
  | "NOT_FOUND"
  | "OWN_AUCTION"
  | "NOT_BUYER"
  | "ORGANIZATION_BLOCKED"
  | "PAYMENT_BLOCKED"
  | "BUYER_BLOCKED"
  | "NOT_PUBLISHED"
  | "ENDED"
  | "LIMIT";

/** The refusals of the moment, which the room's ledger also judges (bidding-rules placeBid). */
export type BidMomentCode = Extract<BidRefusalCode, "NOT_PUBLISHED" | "ENDED" | "LIMIT">;

function refusal<C extends BuyNowRefusalCode>(
  code: C,
  status: BidRefusal["status"],
  message: string,
  errorCode?: string,
): { code: C; status: BidRefusal["status"]; message: string; errorCode?: string } {
  return errorCode === undefined ? { code, status, message } : { code, status, message, errorCode };
}

/**
 * The bidder alone (roles and blocks), without the auction: what the API may refuse before it asks
 * the room, and the part of bidRefusal that reads no auction fact.
 */
export function bidderRefusal(v: PolicyViewer): BidRefusal | null {
  if (v.id === null) return refusal("SIGNED_OUT", 401, ERROR_MESSAGES.SESSION_EXPIRED);
  if (!v.isBuyer || v.organizationId === null) return refusal("NOT_BUYER", 403, ACCESS_MESSAGES.NOT_BUYER);
  if (v.organizationStatus === "BLOCKED")
    return refusal("ORGANIZATION_BLOCKED", 403, ERROR_MESSAGES.ORGANIZATION_BLOCKED, "ORGANIZATION_BLOCKED");
  // Spec 000 section 8: 418 with the payment message; the web leads to the wallet.
  if (v.organizationStatus === "BLOCKED_DUE_TO_PAYMENT")
    return refusal("PAYMENT_BLOCKED", 418, ERROR_MESSAGES.BLOCKED_DUE_TO_PAYMENT, PAYMENT_FAILURE_CODE);
  // Blocked by ops (decision 0034), or still waiting for verification after registration (0031).
  if (v.buyerBlocked || v.organizationStatus === "PENDING")
    return refusal("BUYER_BLOCKED", 403, ACCESS_MESSAGES.BUYER_BLOCKED, "ACCOUNT_BLOCKED");
  return null;
}

/**
 * Spec 001 section 6 and DESIGN "Auction rules": who may bid on this auction now, or why not. In
 * order: an auction the viewer may not see is 404; the selling organisation's own; the bidder's
 * roles and blocks; then the moment (open, before its end, under 10,000 bids).
 */
export function bidRefusal(v: PolicyViewer, a: AuctionFacts): BidRefusal | null {
  if (v.id === null) return bidderRefusal(v);
  if (!canSee(v, a)) return refusal("NOT_FOUND", 404, ERROR_MESSAGES.NOT_FOUND);
  if (isSellerOrganization(v, a)) return refusal("OWN_AUCTION", 403, BID_ERROR_MESSAGES.OWN_AUCTION, "OWN_AUCTION");
  return bidderRefusal(v) ?? bidMomentRefusal(a);
}

/** The moment alone: the status, the end (the caller's clock, in `live`) and the bid cap. */
export function bidMomentRefusal(
  a: Pick<AuctionFacts, "status" | "live" | "bidCount">,
): (BidRefusal & { code: BidMomentCode }) | null {
  if (a.status === "DRAFT" || a.status === "CANCELLED")
    return refusal("NOT_PUBLISHED", 409, BID_ERROR_MESSAGES.NOT_PUBLISHED, "NOT_PUBLISHED");
  if (a.status !== "PUBLISHED" || !(a.live ?? true)) return refusal("ENDED", 409, BID_ERROR_MESSAGES.ENDED, "ENDED");
  if ((a.bidCount ?? 0) >= MAX_BIDS_PER_AUCTION) return refusal("LIMIT", 409, BID_ERROR_MESSAGES.LIMIT, "LIMIT");
  return null;
}

/** Why a viewer may not take the Buy Now price: the bid rule's refusals, then Buy Now's own. */
export type BuyNowRefusalCode = BidRefusalCode | "SOLD" | "NO_BUY_NOW" | "BUY_NOW_WITHDRAWN";
export interface BuyNowRefusal extends Omit<BidRefusal, "code"> {
  code: BuyNowRefusalCode;
}

/**
 * Issue 27 and decision 0136: any viewer who may bid may take the Buy Now price while the auction
 * is live and no bid has reached the reserve (the contract's reserveMet: for a no-reserve or
 * trying-to-deal auction, the first bid). The bid cap does not matter to a purchase; a sold
 * auction says so rather than "ended", so the second of two takers hears why.
 */
export function buyNowRefusal(v: PolicyViewer, a: AuctionFacts): BuyNowRefusal | null {
  const refused = bidRefusal(v, a);
  if (refused?.code === "OWN_AUCTION") return refusal("OWN_AUCTION", 403, BUY_NOW_MESSAGES.OWN_AUCTION, "OWN_AUCTION");
  const sold = a.status === "SOLD";
  if (refused && refused.code !== "LIMIT" && !(sold && refused.code === "ENDED")) return refused;
  if (sold) return refusal("SOLD", 409, BUY_NOW_MESSAGES.SOLD, "SOLD");
  if (!a.buyNowPriceInPence) return refusal("NO_BUY_NOW", 409, BUY_NOW_MESSAGES.NONE, "NO_BUY_NOW");
  if (a.reserveMet) return refusal("BUY_NOW_WITHDRAWN", 409, BUY_NOW_MESSAGES.WITHDRAWN, "BUY_NOW_WITHDRAWN");
  return null;
}
