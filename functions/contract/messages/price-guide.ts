// Words of the price guide (issue 27 part 4, decisions 0137 and 0147): one compact line on the
// detail page and beside the launch prices; under 5 comparable sales it says so instead of a figure.
import { PRICE_GUIDE_MIN_SALES, PRICE_GUIDE_MONTHS } from "../price-guide";

export const PRICE_GUIDE_MESSAGES = {
  label: "Price guide",
  notEnough: `Not enough recent sales of this model to give a guide (fewer than ${PRICE_GUIDE_MIN_SALES} in ${PRICE_GUIDE_MONTHS} months)`,
  range: (low: string, high: string) => `${low} to ${high}`,
  basis: (count: number) => `median of ${count.toLocaleString("en-GB")} sales in ${PRICE_GUIDE_MONTHS} months`,
  why: "Similar cars sold on Trade Auction: same make and model, within a year of age and 10,000 miles.",
} as const;
