// What every answer about one auction starts with: which auction, at which version, in which state,
// and its clock. The card, the detail and the SQL rows behind them share it.
import type { AuctionStatus, AuctionType } from "../auctions";

export interface AuctionHead {
  id: number;
  version: number;
  status: AuctionStatus;
  type: AuctionType | null;
  endsOn: string | null;
  launchedOn: string | null;
}
