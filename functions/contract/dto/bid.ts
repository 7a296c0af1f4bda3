// POST /auction/bid's answer (spec 001 section 7), plus what issue 9 adds: the message the form
// shows and whether this was a repeated Idempotency-Key answering its first result.
import type { PlaceBidResult } from "../bidding-rules";
import type { AuctionStatus } from "../auctions";
import type { BidRefusalCode } from "../policy";

export interface BidResponse {
  success: true;
  auctionId: number;
  result: PlaceBidResult;
  message: string;
  replayed: boolean;
  /** The room's state right after this bid, as the bidder's organisation sees it (decision 0095). */
  auction: BidRoomState;
}

/**
 * The live auction as the room holds it, for one bidder's organisation: what a page shows after a
 * bid without reading D1's copy, which may lag the room (decision 0095).
 */
export interface BidRoomState {
  auctionId: number;
  status: AuctionStatus;
  endsOn: string | null;
  highestBidInPence: number | null;
  bidCount: number;
  bidsLeft: number;
  reserveMet: boolean;
  /** The viewer organisation's own highest maximum, if it has bid. */
  viewerMaxInPence: number | null;
  viewerIsLeader: boolean;
  /** The least this organisation may bid next (spec 001 section 5.8). */
  minimumBidInPence: number;
}

/** What the bid form needs of a vehicle: the confirmation names it (issue 22). */
export interface BidVehicle {
  year: number | null;
  makeName: string | null;
  modelName: string | null;
  derivative: string | null;
  registrationPlate: string | null;
  mileage: number | null;
}

/**
 * GET /auction/{id}/minimum-bid (the room alone) and GET /auction/{id}/bid-terms (with the vehicle):
 * the minimum bid and whether this viewer may bid, and why not (decision 0095).
 */
export interface BidTerms extends BidRoomState {
  bidRefusal: { code: BidRefusalCode; message: string } | null;
  vehicle?: BidVehicle;
}
