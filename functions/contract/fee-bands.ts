// How every fee table names and orders its bands (spec 001 section 9): the buyer's fee notice, the
// registration's fee step, ops' fee settings. Apart from ./fees so the detail page, which only
// computes the fee due, does not ship them (decision 0229).
import { formatPounds } from "./money";

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
