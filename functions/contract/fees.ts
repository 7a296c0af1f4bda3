// The buyer's fee of a sale (spec 001 sections 1 and 9): the bands the fee notice shows, and the
// fee charged when an auction is sold. Integer pence. How every fee table names its bands is in
// ./fee-bands, so a page that only computes a fee does not ship the labels (decision 0229).
import { FREE_TRIAL_MONTHS } from "./auctions";

export interface BuyerFeeBand {
  /** Inclusive upper bound of the sale price; null = no upper bound. */
  readonly upToInPence: number | null;
  readonly feeInPence: number;
}

/**
 * Buyer fee by sale price. Bounds are inclusive so a sale of exactly £1,000
 * (100000 pence) pays the first band's fee and 100001 pence pays the second.
 * Ordered ascending; the last band is open-ended.
 */
export const BUYER_FEE_BANDS: readonly BuyerFeeBand[] = [
  { upToInPence: 100000, feeInPence: 3500 },
  { upToInPence: 250000, feeInPence: 5000 },
  { upToInPence: 500000, feeInPence: 7500 },
  { upToInPence: 1000000, feeInPence: 9500 },
  { upToInPence: 2000000, feeInPence: 12500 },
  { upToInPence: null, feeInPence: 15000 },
];

export function buyerFeeInPence(salePriceInPence: number): number {
  if (!Number.isSafeInteger(salePriceInPence) || salePriceInPence < 0) {
    throw new RangeError(`Bad sale price ${salePriceInPence}`);
  }
  const band = BUYER_FEE_BANDS.find((b) => b.upToInPence === null || salePriceInPence <= b.upToInPence);
  // The last band is open-ended, so find() always succeeds; the fallback satisfies the type.
  return (band ?? BUYER_FEE_BANDS[BUYER_FEE_BANDS.length - 1]).feeInPence;
}

/**
 * Where an organisation's free trial ends, as SQL over its `trial_started_on` column: SQLite's
 * calendar months, the one arithmetic the fee writer, the books and the access token all use.
 */
export const freeTrialEndsSql = (startColumn: string) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', ${startColumn}, '+${FREE_TRIAL_MONTHS} months')`;

/** DESIGN "Fees": a sale strictly before the buying organisation's trial end charges no fee. */
export function inFreeTrial(saleOn: string, freeTrialEndsOn: string | null | undefined): boolean {
  return !!freeTrialEndsOn && Date.parse(saleOn) < Date.parse(freeTrialEndsOn);
}

/**
 * The buyer's fee a sale at `saleOn` will really charge: the band's fee, or nothing while the buying
 * organisation's free trial runs (what the fee writer records; the confirmations say the same).
 */
export function buyerFeeDueInPence(
  salePriceInPence: number,
  saleOn: string,
  freeTrialEndsOn: string | null | undefined,
): number {
  return inFreeTrial(saleOn, freeTrialEndsOn) ? 0 : buyerFeeInPence(salePriceInPence);
}
