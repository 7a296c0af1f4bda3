// Money is stored and passed around as integer pence; this is the one place
// that turns it into text so the API, UI and emails all agree on the format.

const withPence = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const wholePounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** 105000 -> "£1,050", 10050 -> "£100.50". Whole pounds drop the ".00" because bids are whole pounds. */
export function formatPounds(pence: number): string {
  return Number.isInteger(pence) && pence % 100 === 0 ? wholePounds.format(pence / 100) : withPence.format(pence / 100);
}

/**
 * The one reading of pounds as typed ("35", "35.5", "£1,250.00") into pence, for every money
 * field: an optional £, thousands separators where people put them (1,250 but not 1,50), and up
 * to two decimals unless `whole` pounds are asked for (bids and auction prices), and at most
 * `maxDigits` digits of pounds (7: up to £9,999,999). Null when the text is not such an amount.
 * Positional options: this sits in the pages' shared first-load JavaScript (decision 0133).
 */
export function poundsToPence(text: string, whole = false, maxDigits = 7): number | null {
  const match = /^\s*£?\s*(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  const digits = match?.[1].replace(/,/g, "") ?? "";
  if (!match || digits.length > maxDigits || (whole && match[2])) return null;
  return Number(digits) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Pence as a money field shows them: 3550 -> "35.50". */
export const penceToPoundsText = (pence: number) => (pence / 100).toFixed(2);
