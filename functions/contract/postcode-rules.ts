// UK postcode input rules (spec 000 section 5 "Postal code live search" and "Address").
// Stored postcodes are upper case with one space before the 3-character inward code ("SW1A 1AA").

export const POSTCODE_SEARCH = { minLength: 2, maxLength: 8, maxLimit: 50 } as const;

/** Trims, upper-cases and collapses inner whitespace to single spaces: the text as typed. */
export function tidyPostcodeInput(input: string): string {
  return input.trim().replace(/\s+/g, " ").toUpperCase();
}

/** Upper case without any whitespace: "sw1a 1aa" -> "SW1A1AA". */
export function compactPostcode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** The stored form of a complete postcode, or null when it cannot be one: "sw1a1aa" -> "SW1A 1AA". */
export function formatPostcode(input: string): string | null {
  const compact = compactPostcode(input);
  if (!/^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/**
 * The live-search rule: 2 to 8 characters, and the first and seventh characters (when there is
 * a seventh) must be letters, otherwise the search is cancelled and answers nothing.
 */
export function isSearchablePostcodeInput(input: string): boolean {
  const text = tidyPostcodeInput(input);
  if (text.length < POSTCODE_SEARCH.minLength || text.length > POSTCODE_SEARCH.maxLength) return false;
  if (!/^[A-Z]$/.test(text[0])) return false;
  if (text.length >= 7 && !/^[A-Z]$/.test(text[6])) return false;
  return /^[A-Z0-9 ]+$/.test(text);
}

/**
 * Prefixes of the stored form that a search matches, whether or not the visitor typed the space:
 * "SW1A1" can only be "SW1A 1..."; "SW1" can be "SW1..." (outward code still being typed). Each
 * prefix becomes an index range scan, so the search stays fast on the full 2.7M-row directory.
 */
export function storedPrefixes(input: string): string[] {
  const typed = tidyPostcodeInput(input);
  const space = typed.indexOf(" ");
  // A typed space says where the outward code ends; honour it.
  if (space > 0) {
    const outward = typed.slice(0, space);
    const inward = typed.slice(space + 1).replace(/ /g, "");
    const ok = /^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(outward) && /^([0-9]([A-Z]([A-Z])?)?)?$/.test(inward);
    return ok ? [`${outward} ${inward}`] : [];
  }
  const compact = compactPostcode(input);
  const prefixes = new Set<string>();
  // Still inside the outward code (at most 4 characters): the compact text is itself a prefix.
  if (compact.length <= 4) prefixes.add(compact);
  // Otherwise the space sits after an outward code of 2 to 4 characters, and the inward code
  // (digit, letter, letter) follows it.
  for (let outward = 2; outward <= 4 && outward < compact.length; outward++) {
    const inward = compact.slice(outward);
    if (inward.length > 3 || !/^[0-9]([A-Z]([A-Z])?)?$/.test(inward)) continue;
    if (!/^[A-Z]{1,2}[0-9][A-Z0-9]?$/.test(compact.slice(0, outward))) continue;
    prefixes.add(`${compact.slice(0, outward)} ${inward}`);
  }
  return [...prefixes];
}
