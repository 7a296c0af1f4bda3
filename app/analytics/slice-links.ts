// Where a donut slice leads (spec 001 section 2.8): My Vehicles at #vehicleFilter or My Bids at
// #bidsFilter with that status as the filter; a status the list has no filter for (WAITING for
// sellers, TO_ACCEPT for buyers) opens the list without a filter.
import type { AuctionStatus, BidStatus } from "~contract/auctions";
import { SELLER_FILTERS } from "~contract/list-options";

export const MY_VEHICLES_ALL = "/my-vehicles#vehicleFilter";
export const MY_BIDS_ALL = "/my-bids#bidsFilter";

/** NEGOTIATING is the Selling list's filter for a part of TO_ACCEPT (decision 0246), not a status. */
export function sellerSliceHref(status: AuctionStatus | "NEGOTIATING"): string {
  return (SELLER_FILTERS as readonly string[]).includes(status)
    ? `/my-vehicles?status=${status}#vehicleFilter`
    : MY_VEHICLES_ALL;
}

export function buyerSliceHref(status: BidStatus): string {
  return status === "TO_ACCEPT" ? MY_BIDS_ALL : `/my-bids?status=${status}#bidsFilter`;
}
