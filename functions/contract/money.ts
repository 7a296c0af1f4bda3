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

/** Pounds as typed in a money field ("35", "35.5", "£1,250.00") to pence; null when not an amount. */
export function poundsToPence(text: string): number | null {
  const clean = text.replace(/[£,\s]/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ""] = clean.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Pence as a money field shows them: 3550 -> "35.50". */
export const penceToPoundsText = (pence: number) => (pence / 100).toFixed(2);
