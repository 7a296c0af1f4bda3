// What the AuctionRoom's RPC methods take and give back. Plain JSON-safe objects: errors are
// returned, not thrown, because an Error crossing RPC loses its status and message shape.
import type { PlaceBidResult } from "../../contract/bidding-rules";
import type { OfferAction, OfferEntry } from "../../contract/counter-offers";
import type { BidRefusal, PolicyViewer } from "../../contract/policy";
import type { BidRoomState } from "../../contract/dto/bid";
import type {
  AuctionStatus,
  AuctionType,
  PublishTarget,
  SaleMethod,
  TryingToDealDeliveryDateType,
} from "../../contract/auctions";

export type RoomAnswer<T> = { ok: true; value: T } | { ok: false; status: number; message: string; code?: string };

export interface RoomSnapshot {
  id: number;
  status: AuctionStatus;
  type: AuctionType | null;
  version: number;
  publishTarget: PublishTarget | null;
  groupId: number | null;
  sellerOrganizationId: number;
  minimumPriceInPence: number | null;
  autoAcceptPriceInPence: number | null;
  buyNowPriceInPence: number | null;
  saleMethod: SaleMethod | null;
  launchedOn: string | null;
  endsOn: string | null;
  acceptanceDeadline: string | null;
  soldOn: string | null;
  highestBidInPence: number | null;
  bidCount: number;
  winnerBidderId: number | null;
  winnerOrganizationId: number | null;
  wonBidPriceInPence: number | null;
  launchCount: number;
  reserveMet: boolean;
  /** The counter-offer thread of this launch (decision 0167). */
  offers: OfferEntry[];
  /** The room's own clock (moved only by the test clock). */
  now: string;
}

export interface BidRequest {
  auctionId: number;
  /** The bidder as the policy sees them (roles, organisation, group, blocks), from the API's cache. */
  bidder: PolicyViewer & { id: number };
  bidderOrganizationId: number;
  amountInPence: number;
  /** The Idempotency-Key of the request, already validated by the API. */
  idempotencyKey?: string;
}

export interface BidAnswer {
  result: PlaceBidResult;
  /** The room after this bid, as the bidder's organisation sees it. */
  state: BidRoomState;
  /** True when the key was seen before: this is the first answer again and nothing was placed. */
  replayed: boolean;
}

/** Whether this viewer may bid, and the minimum their organisation may bid next. */
export interface BidTermsAnswer {
  state: BidRoomState;
  refusal: BidRefusal | null;
}

export interface VersionedRequest {
  auctionId: number;
  version: number;
}

export interface LaunchRequest extends VersionedRequest {
  settings: LaunchSettings;
  republish: boolean;
}

/** A taker of the Buy Now price, and the price they confirmed (a relaunch may have changed it). */
export interface BuyNowRequest {
  auctionId: number;
  buyer: PolicyViewer & { id: number };
  buyerOrganizationId: number;
  amountInPence: number;
}

export interface AcceptanceRequest extends VersionedRequest {
  action: "SELLER_ACCEPT" | "SELLER_REJECT" | "BUYER_ACCEPT" | "BUYER_REJECT";
  actorOrganizationId: number;
}

/** A counter-offer move (decision 0148); the room tells the sides apart by organisation. */
export interface OfferRoomRequest extends VersionedRequest {
  action: OfferAction;
  amountInPence?: number;
  actorOrganizationId: number;
}

/** Ops upheld a dispute of the sale of launch `launchCount`: that sale is cancelled (decision 0185). */
export interface CancelSaleRequest {
  auctionId: number;
  launchCount: number;
}

export interface TestClockRequest {
  auctionId: number;
  /** Epoch ms the room's clock should read now. */
  nowMs: number;
  /** Run whatever fell due at that time, as the alarm would (default true). */
  runAlarm?: boolean;
}

/** The launch form of spec 001 section 3, already validated by the API. */
export interface LaunchSettings {
  type: AuctionType;
  minimumPriceInPence: number | null;
  autoAcceptPriceInPence: number | null;
  /** Optional Buy Now price (decision 0136), already checked against the reserve or minimum. */
  buyNowPriceInPence: number | null;
  timeOption: number;
  publishTarget: PublishTarget;
  /** The seller organisation's group at launch time. */
  groupId: number | null;
  tryingToDealDeliveryDateType: TryingToDealDeliveryDateType | null;
  tryingToDealDeliveryDate: string | null;
}

/** Tests only: what the room's outbox still holds (decision 0050). */
export interface OutboxState {
  /** The last drain reached D1. */
  drained: boolean;
  pending: { bids: number; events: number };
  /** Next attempt after a failure (epoch ms), null while healthy. */
  retryAt: number | null;
  alarmAt: number | null;
}
