// The idempotency key's shape (decision 0039), apart from the pure constants so a page that only
// mints keys ships no zod.
import { z } from "zod";
import { IDEMPOTENCY_MESSAGES } from "./messages/bidding";

/** A UUID fits; so does any client's own opaque token of the same alphabet. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_.:-]{8,100}$/, IDEMPOTENCY_MESSAGES.INVALID);
