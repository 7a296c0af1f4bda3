// Numbers as en-GB writes them (a comma between thousands, a full stop before decimals), for
// what a page draws as it hydrates. A page's first `Intl.NumberFormat` loads ICU's number data:
// 150 to 220 ms of main thread in Chromium at Lighthouse's 4x CPU slowdown, one long task inside
// wizard step 11's hydration (docs/benchmarks.md, the speed4 pass). Grouping digits needs none of it.

/** 42000 -> "42,000"; 1234.5 -> "1,234.5"; a number as `String` writes it, with its thousands grouped. */
export function groupDigits(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${fraction ? `.${fraction}` : ""}`;
}
