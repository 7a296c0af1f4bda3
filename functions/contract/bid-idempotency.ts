// Bids that survive flaky links (issue 9): every bid may carry an idempotency key. The room keeps
// the first accepted answer per member and key, so a repeat (double click, resubmitted form, a
// retry whose first answer was lost) answers that result and places nothing new. Decision 0039.
// The key's schema is in bid-idempotency-schema.ts, so the bid dialog mints keys without zod.

/** The API request header (the mobile app sends it too). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** The bid forms' hidden field, minted with the form. */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** A fresh key (browser or Worker: both have WebCrypto). */
export function mintIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a page opened over plain http still gets 128 random bits.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
