// The error catalogue of the API: every `errorCode` an answer may carry, with the status it comes
// with and what a client should do. The OpenAPI document lists each operation's codes as an enum
// from here (functions/api/openapi-errors.ts), so a client can switch on them; the messages
// themselves live in messages/ (one source for each).
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: [400, 412], about: "Invalid input; `fieldErrors` names each field and its messages" },
  BAD_CREDENTIALS: { status: [400], about: "Sign-in refused: wrong email or password" },
  RESET_TOKEN_INVALID: { status: [400], about: "The password reset link is invalid or expired" },
  IMPERSONATION_INVALID: { status: [400], about: "The impersonation link is invalid or expired" },
  MISSING_ORGANIZATION_CARD_TOKEN: { status: [400], about: "The organisation has no card on file yet" },
  PAYMENT_PROVIDER_ERROR: { status: [400, 502], about: "The card provider refused or failed" },
  INVALID_SIGNATURE: { status: [400], about: "A webhook whose signature does not verify" },
  INVALID_EVENT: { status: [400], about: "A webhook body that is not a provider event" },
  TOO_LOW: { status: [400], about: "The bid is below the minimum next bid; the message names it" },
  NOT_INTEGER: { status: [400], about: "The bid is not a whole number of pounds" },
  INVALID_JWT_TOKEN: { status: [401], about: "The member is not active or does not exist: sign in again" },
  DEALER_ROLES_STALE: { status: [401], about: "The member's roles changed since the token was issued: sign in again" },
  ORGANIZATION_BLOCKED: {
    status: [403, 500],
    about: "The organisation is blocked (500 on token use, as spec 000 says)",
  },
  ACCOUNT_BLOCKED: { status: [403], about: "The member or the organisation's buying is blocked or not yet verified" },
  IMPERSONATION_NOT_ALLOWED: { status: [403], about: "This member cannot be impersonated" },
  OWN_AUCTION: { status: [403], about: "The seller's organisation cannot bid on its own auction" },
  VERIFICATION_PENDING: { status: [403], about: "The organisation cannot launch until it is verified" },
  SELLING_BLOCKED: { status: [403], about: "Selling is blocked for the organisation" },
  PAYMENT_BLOCKED: { status: [403], about: "Launching is blocked until a valid card is added" },
  STALE_VERSION: { status: [409], about: "The `version` sent is not the current one: refetch and retry" },
  NOT_PUBLISHED: { status: [409], about: "The auction is not live (draft or cancelled)" },
  ENDED: { status: [409], about: "The auction has ended" },
  LIMIT: { status: [409], about: "The auction has reached its bid limit" },
  IDEMPOTENCY_KEY_REUSED: { status: [409], about: "The Idempotency-Key was used before with another amount" },
  NOT_PENDING: { status: [409], about: "The change was already decided" },
  PAYLOAD_INVALID: { status: [409], about: "The stored change no longer applies" },
  LOCATION_IN_USE: { status: [409], about: "The location still holds vehicles or members" },
  EMPLOYEE_NOT_REJECTED: { status: [409], about: "Only a rejected employee can be removed this way" },
  EMPLOYEE_HAS_HISTORY: { status: [409], about: "The employee has bids or auctions and cannot be removed" },
  PUSH_DISABLED: { status: [409], about: "Push notifications are off on this server" },
  SOLD: { status: [409], about: "Buy Now: the vehicle has already been sold (another taker was first)" },
  NO_BUY_NOW: { status: [409], about: "Buy Now: the auction has no Buy Now price" },
  BUY_NOW_WITHDRAWN: {
    status: [409],
    about: "Buy Now: a bid has reached the reserve, so the price is no longer offered",
  },
  PRICE_CHANGED: {
    status: [409],
    about: "Buy Now: the price changed since it was shown: show the new one and ask again",
  },
  NOT_A_PARTY: {
    status: [403],
    about: "Counter-offers: only the seller's and the top bidder's organisations negotiate",
  },
  OFFER_CLOSED: {
    status: [409],
    about: "Counter-offers: the sale is not open to negotiation (decided, or its window ran out)",
  },
  NOT_YOUR_TURN: { status: [409], about: "Counter-offers: the other side has the move" },
  NO_OFFER: { status: [409], about: "Counter-offers: there is no counter price to accept or decline yet" },
  NO_ROUNDS_LEFT: { status: [409], about: "Counter-offers: all three counters are used; accept or decline" },
  NEGOTIATING: {
    status: [409],
    about: "The sale is in a counter-offer thread: answer it with POST /auction/{id}/offer instead",
  },
  NOT_ARCHIVED: { status: [409], about: "Ops: the auction is not archived, so there is nothing to restore" },
  FILE_TOO_LARGE: { status: [413], about: "The upload is over the size limit" },
  UNSUPPORTED_MEDIA_TYPE: { status: [415], about: "The upload is not an accepted image or video type" },
  PAYMENT_FAILURE: { status: [418], about: "The organisation is blocked for a failed payment: add a valid card" },
  RATE_LIMITED: { status: [429], about: "Too many attempts: wait and retry" },
  INTERNAL_ERROR: { status: [500], about: "An unexpected failure (reported to the team); retry later" },
  PAYMENTS_DISABLED: { status: [503], about: "Payments are not configured on this server" },
  LOOKUP_UNAVAILABLE: { status: [503], about: "The vehicle lookup service cannot be reached" },
  MOT_HISTORY_UNAVAILABLE: { status: [503], about: "The MOT history service cannot be reached" },
  ARCHIVE_UNREADABLE: {
    status: [503],
    about: "Ops: the auction's archive document is missing or fails its checksum; nothing was changed",
  },
  SERVICE_UNAVAILABLE: { status: [503], about: "The database is briefly unavailable: retry after Retry-After" },
} as const satisfies Record<string, { status: readonly number[]; about: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Statuses an answer may have without an errorCode: the message alone says what went wrong. */
export const STATUS_MEANINGS: Record<number, string> = {
  400: "Bad request: unreadable JSON, or a refusal with the server's message",
  401: "Missing, expired or invalid token (spec 000 section 8: the client signs out)",
  403: "Not allowed for this member or organisation",
  404: "Not found, or not visible to this organisation",
  409: "Conflict with the current state",
  412: "Invalid input, with fieldErrors",
  413: "Payload too large",
  415: "Unsupported media type",
  418: "Blocked for a failed payment (spec 000 section 8)",
  429: "Rate limited",
  500: "Server failure (and ORGANIZATION_BLOCKED on token use, as the spec fixes)",
  502: "An upstream provider failed",
  503: "Briefly unavailable: retry later",
};
