// The words of the launch settings (spec 001 sections 3 and 9), for every launch form: the wizard's
// last step and the detail page's 'Launch Vehicle' step.
import type { AuctionType, PublishTarget, TimeOption, TryingToDealDeliveryDateType } from "./auctions";

export const AUCTION_TYPE_LABELS: Record<AuctionType, string> = {
  PHYSICAL: "Physical Vehicle",
  MINIMUM_PRICE: "No Reserve",
  TRYING_TO_DEAL: "Trying to Deal",
};

/** The price box's name by type: the reserve, or the no-reserve minimum (spec 001 section 5.7). */
export const PRICE_LABELS: Partial<Record<AuctionType, string>> = {
  PHYSICAL: "Reserve Price",
  MINIMUM_PRICE: "Minimum Price",
};

export const PUBLISH_TARGET_LABELS: Record<PublishTarget, string> = {
  EVERYWHERE: "Launch everywhere",
  GROUP_ONLY: "Launch in group only",
  GROUP_FIRST: "Launch in group only. If there are no offers from within group launch this vehicle to everywhere",
};

export const DELIVERY_DATE_TYPE_LABELS: Record<TryingToDealDeliveryDateType, string> = {
  ONE_WEEK: "1 week",
  TWO_WEEKS: "2 weeks",
  THREE_WEEKS: "3 weeks",
  FOUR_WEEKS: "4 weeks",
  CUSTOM_DATE: "Custom date",
};

/** The durations the selector offers: 30 and 45 minutes are recognised but not offered (section 9). */
export const OFFERED_TIME_OPTIONS: readonly TimeOption[] = [
  60,
  180,
  ...Array.from({ length: 14 }, (_, i) => ((i + 1) * 1440) as TimeOption),
];
