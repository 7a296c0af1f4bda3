// POST /auction/bid (spec 001 section 7): the API checks who may bid, the auction's room decides.
import { z } from "zod";
import type { Route } from "../../api/types";
import { ApiError, forbidden, json, readJson, toFieldErrors } from "../../api/http";
import { isSellerOrganization } from "../../contract/policy";
import { auctionRoom, unwrap } from "../room/room-client";
import { loadForViewer, requireNotPaymentBlocked } from "./route-helpers";
import { ACCESS_MESSAGES } from "../../contract/messages/auction";
import { BID_ERROR_MESSAGES, BID_FORM_MESSAGES } from "../../contract/messages/bidding";
import { BidRequestSchema } from "../../contract/auction-requests";

export const bidRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/bid",
    access: "member",
    summary: "Place a bid (bad input: 400 with the first message)",
    tags: ["bidding"],
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
      if (!c.caller.isBuyer || c.caller.organizationId === null) throw forbidden(ACCESS_MESSAGES.NOT_BUYER);
      const { row, viewer } = await loadForViewer(c, auctionId);
      requireNotPaymentBlocked(viewer);
      // ACCOUNT_BLOCKED: ops blocked this side of the organisation; the session stays (decision 0034).
      if (viewer.buyerBlocked) throw forbidden(ACCESS_MESSAGES.BUYER_BLOCKED, "ACCOUNT_BLOCKED");
      if (isSellerOrganization(viewer, row)) throw forbidden(BID_ERROR_MESSAGES.OWN_AUCTION, "OWN_AUCTION");
      const answer = unwrap(
        await auctionRoom(c.env, auctionId).placeBid({
          auctionId,
          bidderId: viewer.id,
          bidderOrganizationId: c.caller.organizationId,
          bidderGroupId: viewer.groupId,
          amountInPence,
        }),
      );
      return json({ success: true, auctionId, result: answer.result });
    },
  },
];
