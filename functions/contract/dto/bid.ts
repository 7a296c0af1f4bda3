// POST /auction/bid's answer (spec 001 section 7), plus what issue 9 adds: the message the form
// shows and whether this was a repeated Idempotency-Key answering its first result.
import type { PlaceBidResult } from "../bidding-rules";

export interface BidResponse {
  success: true;
  auctionId: number;
  result: PlaceBidResult;
  message: string;
  replayed: boolean;
}
