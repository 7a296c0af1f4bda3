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

/** How a money field reads what was typed (poundsToPence). */
export interface PoundsReading {
  /** Whole pounds only (bids and auction prices): pence are refused. */
  whole?: boolean;
  /** The most digits of pounds taken (7: up to £9,999,999); a longer number is not an amount. */
  maxDigits?: number;
}

/**
 * The one reading of pounds as typed ("35", "35.5", "£1,250.00") into pence, for every money
 * field: an optional £, thousands separators where people put them (1,250 but not 1,50), and up
 * to two decimals unless whole pounds are asked for. Null when the text is not such an amount.
 */
export function poundsToPence(text: string, { whole = false, maxDigits = 7 }: PoundsReading = {}): number | null {
  const clean = text.trim().replace(/^£\s*/, "");
  const match = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match || (whole && match[2] !== undefined)) return null;
  const digits = match[1].replace(/,/g, "");
  if (digits.length > maxDigits) return null;
  return Number(digits) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Pence as a money field shows them: 3550 -> "35.50". */
export const penceToPoundsText = (pence: number) => (pence / 100).toFixed(2);
