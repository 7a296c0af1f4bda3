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
