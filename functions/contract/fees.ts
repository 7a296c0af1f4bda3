// The buyer's fee of a sale (spec 001 sections 1 and 9): the bands the fee notice shows, and the
// fee charged when an auction is sold, and how every fee table names its bands. Integer pence.
import { formatPounds } from "./money";
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

/** Whole pounds: a band starts one pound above the band before it (spec 001 section 9). */
const POUND = 100;

/** A sale-price band as the spec writes it: "£0 to £1,000", "£1,001 to £2,500", "£20,001 and up". */
export function feeBandLabel(fromInPence: number, upToInPence: number | null): string {
  return upToInPence === null
    ? `${formatPounds(fromInPence)} and up`
    : `${formatPounds(fromInPence)} to ${formatPounds(upToInPence)}`;
}

/** Where each band of an ascending list starts: 0, then one pound above the previous upper bound. */
export function bandStarts(bands: readonly { upToInPence: number | null }[]): number[] {
  return bands.map((_, i) => (i === 0 ? 0 : (bands[i - 1].upToInPence ?? 0) + POUND));
}

/** The labels of an ascending list of bands, in order. */
export function feeBandLabels(bands: readonly { upToInPence: number | null }[]): string[] {
  const starts = bandStarts(bands);
  return bands.map((b, i) => feeBandLabel(starts[i], b.upToInPence));
}

/** Ascending by upper bound, the open band (null) last: how every fee table reads. */
export function byUpperBound<T extends { upToInPence: number | null }>(a: T, b: T): number {
  return (a.upToInPence ?? Infinity) - (b.upToInPence ?? Infinity);
}
