// Messages of an auction's life (spec 001 sections 3 to 5): who may act on it, the room's refusals,
// the launch form and a draft's completeness. The detail page's words are in ./auction-detail and
// ./seller-actions, not re-exported here: a re-export would bring them to every page that imports
// this (decision 0229). Generic words ('Field is required', 'Not Found', the payment block) live
// once in ./common and ./errors.

export const ACCESS_MESSAGES = {
  NOT_BUYER: "Only buyers can place bids",
  BUYER_BLOCKED: "Your organisation cannot place bids at the moment",
  NOT_SELLER: "Only the organisation owner or the seller of this auction can do this",
} as const;

export const ROOM_MESSAGES = {
  STALE: "The auction has changed. Please refresh and try again.",
  PUBLISH: "This auction cannot be launched",
  REPUBLISH: "This auction cannot be relaunched",
  CANCEL: "This auction can no longer be cancelled",
  SELLER_ACCEPTANCE: "This auction is not waiting for the seller's acceptance",
  BUYER_ACCEPTANCE: "This auction is not waiting for the buyer's acceptance",
  NOT_WINNER: "Only the winning bidder's organisation can accept or reject this offer",
  DELETE: "This auction cannot be deleted",
  /** A relaunch waits for the last run's bids to reach the database; it could not (decision 0050). */
  NOT_SAVED: "The last bids are still being saved. Please try again in a minute.",
} as const;

export const LAUNCH_MESSAGES = {
  reserveLength: "Reserve Price must be between 1 and 10 characters",
  reserveMinimum: "Reserve Price must be greater or equal to 100",
  minimumPriceLength: "Minimum Price must be between 1 and 10 characters",
  /** The same rule in the wizard's words (spec 001 section 5.7). */
  noReservePriceLength: "No reserve price must be between 1 and 10 characters",
  minimumPricePositive: "No reserve price must be greater than 0",
  autoAcceptLength: "Auto accept price must be between 1 and 10 characters",
  deliveryDatePast: "Delivery date cannot be in the past",
  /** The optional Buy Now price (decision 0136): never below what bidding alone could sell for. */
  buyNowBelowReserve: "Buy Now price must be greater or equal to the Reserve Price",
  buyNowBelowMinimum: "Buy Now price must be greater or equal to the Minimum Price",
  buyNowBelowOpening: "Buy Now price must be greater or equal to 100",
  buyNowLength: "Buy Now price must be between 1 and 10 characters",
} as const;

export const DRAFT_MESSAGES = {
  missingFields: "Missing required fields:",
  notEnoughPhotos: "Not enough photos",
  notEnoughPerspectives: "Not enough perspectives",
  serviceTypeMissing: "Service History Type not specified",
  serviceRecordsMissing: "Manual records or scans should be specified",
  notEnoughFeatures: "Not enough features",
  description: "Description must be between 1 and 10000 characters",
} as const;

export const SELLING_LIST_MESSAGES = {
  NOT_SELLER: "Only sellers can see the vehicles their organisation sells",
} as const;
