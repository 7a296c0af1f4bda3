// Bids that survive flaky links (issue 9): every bid may carry an idempotency key. The room keeps
// the first accepted answer per member and key, so a repeat (double click, resubmitted form, a
// retry whose first answer was lost) answers that result and places nothing new. Decision 0039.
import { z } from "zod";
import { IDEMPOTENCY_MESSAGES } from "./messages/bidding";

/** The API request header (the mobile app sends it too). */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** The bid forms' hidden field, minted with the form. */
export const IDEMPOTENCY_KEY_FIELD = "idempotencyKey";

/** A UUID fits; so does any client's own opaque token of the same alphabet. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, IDEMPOTENCY_MESSAGES.INVALID);

/** A fresh key (browser or Worker: both have WebCrypto). */
export function mintIdempotencyKey(): string {
  // randomUUID exists only in secure contexts; a page opened over plain http still gets 128 random bits.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
