// POST /auction/{id}/buy-now (issue 27, decision 0136): a buyer takes the seller's Buy Now price.
// The API reads who the taker is (404 for an auction their organisation may not see, the bidder's
// roles and blocks); the auction's room decides, exactly once, from its own facts.
import type { Route } from "../../api/types";
import { ApiError, json, parseBody } from "../../api/http";
import { bidderRefusal } from "../../contract/policy";
import { buyerFeeInPence } from "../../contract/fees";
import { formatPounds } from "../../contract/money";
import { BUY_NOW_MESSAGES } from "../../contract/messages/buy-now";
import { BuyNowRequestSchema, BuyNowResponseSchema, type BuyNowResponse } from "../../contract/buy-now";
import { auctionRoom, unwrap } from "../room/room-client";
import { AuctionIdParams, auctionIdOf, loadForViewer } from "./route-helpers";

export const buyNowRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/{id}/buy-now",
    access: "member",
    summary:
      "Buy the vehicle at its Buy Now price (the price the buyer confirmed). The first taker buys; later ones get 409",
    tags: ["bidding"],
    request: { params: AuctionIdParams, body: BuyNowRequestSchema },
    responses: { 200: BuyNowResponseSchema },
    // The bid's refusals (the same rule, decision 0094) and Buy Now's own; a plain 409 when the
    // room no longer holds a price it can sell at.
    errors: [
      "OWN_AUCTION",
      "ACCOUNT_BLOCKED",
      "ORGANIZATION_BLOCKED",
      "PAYMENT_FAILURE",
      "NOT_PUBLISHED",
      "ENDED",
      "SOLD",
      "NO_BUY_NOW",
      "BUY_NOW_WITHDRAWN",
      "PRICE_CHANGED",
    ],
    statuses: [404, 409],
    handler: async (c) => {
      const id = auctionIdOf(c);
      const { amountInPence } = await parseBody(c.request, BuyNowRequestSchema);
      // 404 for an auction the caller's organisation may not see, before anything else is said.
      const { viewer } = await loadForViewer(c, id);
      const refused = bidderRefusal(viewer);
      if (refused) throw new ApiError(refused.status, refused.message, refused.errorCode);
      const snapshot = unwrap(
        await auctionRoom(c.env, id).buyNow({
          auctionId: id,
          buyer: { ...viewer, id: c.caller.id },
          buyerOrganizationId: viewer.organizationId ?? -1,
          amountInPence,
        }),
      );
      const price = snapshot.wonBidPriceInPence ?? amountInPence;
      const body: BuyNowResponse = {
        id,
        status: snapshot.status,
        version: snapshot.version,
        wonBidPriceInPence: price,
        buyerFeeInPence: buyerFeeInPence(price),
        saleMethod: "BUY_NOW",
        message: BUY_NOW_MESSAGES.boughtFor(formatPounds(price)),
      };
      return json(body);
    },
  },
];
