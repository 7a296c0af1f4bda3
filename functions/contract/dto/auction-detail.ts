// GET /auction/{id}: the auction as one viewer may see it (spec 001 section 3), with the flags
// computed for that viewer, only their organisation's bids, and contact details only after a sale.
// Built by functions/auctions/auction-view.ts; rendered by the Remix detail and bid pages.
import type { PublishTarget, SaleMethod, TryingToDealDeliveryDateType } from "../auctions";
import type { AuctionHead } from "./auction-head";
import type { VehicleView } from "./vehicle";
import type { DisputeSummary } from "../disputes";
import type { NegotiationView } from "../negotiation";
import type { BidRefusalCode, BuyNowRefusalCode } from "../policy";

export interface AuctionDetail extends AuctionHead {
  bids: BidView[];
  proxyBidInPence: number | null;
  highestBidInPence: number | null;
  wonBidPriceInPence: number | null;
  minimumPriceInPence: number | null;
  autoAcceptPriceInPence: number | null;
  shouldPriceBeGreen: boolean;
  publishSecondsLeft: number | null;
  isBiddingAllowed: boolean;
  /** Why this viewer may not bid now (the policy's refusal, its message from the catalogue); null when they may. */
  bidRefusal: { code: BidRefusalCode; message: string } | null;
  isCancellationAllowed: boolean;
  isSellerAcceptanceAllowed: boolean;
  isBuyerAcceptanceAllowed: boolean;
  isRepublishAllowed: boolean;
  isDraftValid: boolean;
  isFreeRepublishAvailable: boolean;
  timeOption: number | null;
  publishTarget: PublishTarget | null;
  tryingToDealDeliveredOn: string | null;
  tryingToDealDeliveredDateType: TryingToDealDeliveryDateType | null;
  organizationId: number;
  seller: ContactView | null;
  buyer: ContactView | null;
  location: LocationView | null;
  vehicle: VehicleView;
  // Beyond the spec's list, so clients need not re-derive the rules:
  bidCount: number;
  bidsLeft: number;
  reserveMet: boolean;
  minimumBidInPence: number;
  bidStatusMessage: string | null;
  isSellerView: boolean;
  /** On the viewer's own watchlist (never anyone else's). */
  isWatched: boolean;
  isWinner: boolean;
  acceptanceDeadline: string | null;
  launchCount: number;
  /** The seller's Buy Now price (decision 0136): shown to all who see the auction; null when none. */
  buyNowPriceInPence: number | null;
  /** This viewer may take the Buy Now price now (the policy's buy-now). */
  isBuyNowAllowed: boolean;
  /** Why not, when there is a price but this viewer may not take it; null otherwise. */
  buyNowRefusal: { code: BuyNowRefusalCode; message: string } | null;
  /**
   * How a SOLD auction's price was reached: BUY_NOW; COUNTER_OFFER for a counter-offer accepted or
   * a price a partly upheld dispute settled (decision 0255); null for a winning bid.
   */
  saleMethod: SaleMethod | null;
  /** For the two parties of a sale: its dispute, and whether this viewer may raise or answer one. */
  dispute: DisputeSummary | null;
  /** The counter-offer thread, for the seller's and the top bidder's sides only (decision 0167). */
  negotiation: NegotiationView | null;
}

export interface LocationView {
  id: number;
  address: string;
  address2: string | null;
  city: string;
  county: string;
  postalCode: { postcode: string };
}

export interface BidView {
  id: string;
  amountInPence: number;
  isHighest: boolean;
  bidderOrganizationId: number;
  bidderId: number;
  bidderFirstName: string;
  bidderLastName: string;
  createdOn: string;
}

export interface ContactView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  landlinePhoneNumber: string | null;
  organizationContact: {
    id: number;
    tradeName: string;
    email: string | null;
    phoneNumber: string | null;
    landlinePhoneNumber: string | null;
    location: LocationView | null;
  };
}
