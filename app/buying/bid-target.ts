// What the bid forms need to know about an auction. Kept apart from the forms, so a list can name
// its bid targets without loading the form code (and zod) before a dealer opens the dialog.
import type { AuctionDetail } from "~contract/dto/auction-detail";
import type { AuctionCard } from "~contract/dto/auction-card";
import type { BidTerms } from "~contract/dto/bid";
import { vehicleNameCase, vehicleNameOf } from "~/auction/vehicle-name";

export interface BidTarget {
  id: number;
  /** The vehicle's name as the detail shows it. */
  title: string;
  /** What a dealer checks before committing (issue 22): the plate and the mileage. */
  registrationPlate: string | null;
  mileage: number | null;
  minimumBidInPence: number;
  bidsLeft: number;
  /** The earliest moment of a sale: the fee shown is the one charged then (free trial, issue 22). */
  endsOn: string | null;
}

export function bidTargetOf(auction: AuctionDetail): BidTarget {
  return {
    id: auction.id,
    title: vehicleNameOf(auction.vehicle),
    registrationPlate: auction.vehicle.registrationPlate,
    mileage: auction.vehicle.mileage,
    minimumBidInPence: auction.minimumBidInPence,
    bidsLeft: auction.bidsLeft,
    endsOn: auction.endsOn,
  };
}

const nameOf = (year: number | null, title: string, make: string | null, model: string | null) =>
  vehicleNameCase([year, title].filter(Boolean).join(" "), [make, model]);

export function bidTargetOfCard(card: AuctionCard): BidTarget {
  return {
    id: card.id,
    title: nameOf(card.year, card.title, card.makeName, card.modelName),
    registrationPlate: card.registrationPlate,
    mileage: card.mileage,
    minimumBidInPence: card.minimumBidInPence,
    bidsLeft: card.bidsLeft,
    endsOn: card.endsOn,
  };
}

/** The bid page's target: the room's minimum and the vehicle read beside it (decision 0095). */
export function bidTargetOfTerms(terms: BidTerms): BidTarget {
  const v = terms.vehicle;
  const title = [v?.makeName, v?.modelName].filter(Boolean).join(" ") || "Vehicle not specified";
  return {
    id: terms.auctionId,
    title: nameOf(v?.year ?? null, title, v?.makeName ?? null, v?.modelName ?? null),
    registrationPlate: v?.registrationPlate ?? null,
    mileage: v?.mileage ?? null,
    minimumBidInPence: terms.minimumBidInPence,
    bidsLeft: terms.bidsLeft,
    endsOn: terms.endsOn,
  };
}
