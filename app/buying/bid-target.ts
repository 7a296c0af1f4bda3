// What the bid forms need to know about an auction. Kept apart from the forms, so a list can name
// its bid targets without loading the form code (and zod) before a dealer opens the dialog.
import type { AuctionDetail } from "~contract/dto/auction-detail";
import type { AuctionCard } from "~contract/dto/auction-card";
import { vehicleNameCase, vehicleNameOf } from "~/auction/vehicle-name";

export interface BidTarget {
  id: number;
  /** The vehicle's name as the detail shows it. */
  title: string;
  minimumBidInPence: number;
  bidsLeft: number;
}

export function bidTargetOf(auction: AuctionDetail): BidTarget {
  return {
    id: auction.id,
    title: vehicleNameOf(auction.vehicle),
    minimumBidInPence: auction.minimumBidInPence,
    bidsLeft: auction.bidsLeft,
  };
}

export function bidTargetOfCard(card: AuctionCard): BidTarget {
  const title = vehicleNameCase([card.year, card.title].filter(Boolean).join(" "), [card.makeName, card.modelName]);
  return { id: card.id, title, minimumBidInPence: card.minimumBidInPence, bidsLeft: card.bidsLeft };
}
