// POST /auction/bid (spec 001 section 7): the API checks who the bidder is from the token and the
// member cache (decision 0049), the auction's room checks the auction against the same policy with
// the facts it holds and decides (decision 0050). No D1 read on the way when the cache is warm.
import type { Route } from "../../api/types";
import { ApiError, json, readJson, toFieldErrors } from "../../api/http";
import { auctionRoom, unwrap } from "../room/room-client";
import { viewerFrom } from "../read/viewer";
import { bidderRefusal } from "../../contract/policy";
import { BID_FORM_MESSAGES, BID_PLACED_MESSAGE } from "../../contract/messages/bidding";
import type { BidResponse } from "../../contract/dto/bid";
import { BidRequestSchema } from "../../contract/auction-requests";
import { IDEMPOTENCY_KEY_HEADER } from "../../contract/bid-idempotency";
import { IDEMPOTENCY_MESSAGES } from "../../contract/messages/bidding";
import { IdempotencyKeySchema } from "../../contract/bid-idempotency-schema";
import { BidResponseSchema } from "../../contract/answers/bid";

/** The optional Idempotency-Key header; a malformed one is refused before anything is placed. */
function idempotencyKeyOf(request: Request): string | undefined {
  const raw = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === null) return undefined;
  const parsed = IdempotencyKeySchema.safeParse(raw.trim());
  if (!parsed.success) throw new ApiError(400, IDEMPOTENCY_MESSAGES.INVALID, "VALIDATION_FAILED");
  return parsed.data;
}

export const bidRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/bid",
    access: "member",
    memberCache: true,
    summary:
      "Place a bid (bad input: 400 with the first message). Optional Idempotency-Key header: a repeat answers the first result and places nothing",
    tags: ["bidding"],
    responses: { 200: BidResponseSchema },
    errors: [
      "OWN_AUCTION",
      "ACCOUNT_BLOCKED",
      "ORGANIZATION_BLOCKED",
      "PAYMENT_FAILURE",
      "TOO_LOW",
      "NOT_INTEGER",
      "NOT_PUBLISHED",
      "ENDED",
      "LIMIT",
      "IDEMPOTENCY_KEY_REUSED",
      "STALE_VERSION",
    ],
    statuses: [404],
    request: { body: BidRequestSchema, checkedByHandler: true },
    handler: async (c) => {
      const parsed = BidRequestSchema.safeParse(await readJson(c.request));
      if (!parsed.success) {
        // A refused bid shows its message under the input: the first field error is the message.
        const fieldErrors = toFieldErrors(parsed.error.issues);
        const first = Object.values(fieldErrors)[0]?.[0] ?? BID_FORM_MESSAGES.required;
        throw new ApiError(400, first, "VALIDATION_FAILED", fieldErrors);
      }
      const { auctionId, amountInPence } = parsed.data;
      const idempotencyKey = idempotencyKeyOf(c.request);
      // The caller was read with its organisation's group and blocks (through the cache): no read here.
      const viewer = viewerFrom(c.caller, c.caller.organization);
      // The one rule of who may bid (decision 0094): its bidder half here, saving the room a call;
      // the room asks the whole of it of its own facts (decision 0050).
      const refused = bidderRefusal(viewer);
      if (refused) throw new ApiError(refused.status, refused.message, refused.errorCode);
      // Never null here: bidderRefusal refuses a viewer without an organisation (NOT_BUYER).
      const bidderOrganizationId = viewer.organizationId ?? -1;
      const answer = unwrap(
        await auctionRoom(c.env, auctionId).placeBid({
          auctionId,
          bidder: viewer,
          bidderOrganizationId,
          amountInPence,
          idempotencyKey,
        }),
      );
      const body: BidResponse = {
        success: true,
        auctionId,
        result: answer.result,
        // The message the form shows comes with the answer, so the web action posts once and is done.
        message: BID_PLACED_MESSAGE,
        replayed: answer.replayed,
        // The room's state after the bid: the page after it shows this, not D1's copy (decision 0095).
        auction: answer.state,
      };
      return json(
        body,
        // Stripe's name for it: tells a client this answer is the first one again.
        answer.replayed ? { headers: { "Idempotent-Replayed": "true" } } : undefined,
      );
    },
  },
];
