// POST /auction/{id}/offer (issue 27 part 1, decisions 0148 and 0167): a counter-offer move after a
// close below the reserve. The API tells who is acting (the seller's side or the top bidder's, each
// with the roles that may accept for it; 404 for an auction the caller's organisation may not see,
// 403 for anyone else); the auction's room checks the turn, the range, the rounds and the window.
import { z } from "zod";
import type { Route } from "../../api/types";
import { forbidden, invalid, json, parseBody } from "../../api/http";
import { can } from "../../contract/policy";
import { AUCTION_STATUSES, SALE_METHODS } from "../../contract/auctions";
import { OfferEntrySchema, OfferRequestSchema } from "../../contract/counter-offer-schemas";
import { ACCESS_MESSAGES } from "../../contract/messages/auction";
import { OFFER_MESSAGES } from "../../contract/messages/offers";
import { auctionRoom, unwrap } from "../room/room-client";
import { AuctionIdParams, auctionIdOf, loadForViewer } from "./route-helpers";

/** The auction after the move, with its thread (a page applies it, or refetches the detail). */
export const OfferAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  version: z.number().int(),
  /** COUNTER_OFFER once a counter price was accepted. */
  saleMethod: z.enum(SALE_METHODS).nullable(),
  wonBidPriceInPence: z.number().int().nullable(),
  /** When the move now due must be made by; null once decided. */
  acceptanceDeadline: z.string().nullable(),
  offers: z.array(OfferEntrySchema),
});

export const offerRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/{id}/offer",
    access: "member",
    summary:
      "Counter-offer move after a close below the reserve: COUNTER (with amountInPence), ACCEPT or DECLINE, by the side whose turn it is",
    description:
      "The seller opens with a counter between the best bid and the reserve; then each side in turn accepts, declines or counters inside the range the other side's last price leaves. At most 3 counters in all; each stays open for the platform's window (24 hours by default), after which the sale is rejected. An out-of-range or missing amount is 412 on `amountInPence`.",
    tags: ["auctions"],
    request: { params: AuctionIdParams, body: OfferRequestSchema },
    responses: { 200: OfferAnswerSchema },
    errors: ["NOT_A_PARTY", "OFFER_CLOSED", "NOT_YOUR_TURN", "NO_OFFER", "NO_ROUNDS_LEFT"],
    handler: async (c) => {
      const id = auctionIdOf(c);
      const body = await parseBody(c.request, OfferRequestSchema);
      const { row, viewer } = await loadForViewer(c, id);
      const org = viewer.organizationId;
      if (org !== null && org === row.organizationId) {
        if (!can(viewer, "act-for-seller", row)) throw forbidden(ACCESS_MESSAGES.NOT_SELLER);
      } else if (org === null || org !== row.winnerOrganizationId || !can(viewer, "act-for-buyer", row)) {
        throw forbidden(OFFER_MESSAGES.NOT_A_PARTY, "NOT_A_PARTY");
      }
      const answer = await auctionRoom(c.env, id).offer({
        auctionId: id,
        version: body.version,
        action: body.action,
        amountInPence: body.amountInPence,
        actorOrganizationId: org,
      });
      // The amount's refusals belong to its field (412 with field errors, like every form).
      if (!answer.ok && answer.status === 412) throw invalid({ amountInPence: [answer.message] }, answer.message);
      const s = unwrap(answer);
      return json({
        id: s.id,
        status: s.status,
        version: s.version,
        saleMethod: s.saleMethod,
        wonBidPriceInPence: s.wonBidPriceInPence,
        acceptanceDeadline: s.acceptanceDeadline,
        offers: s.offers,
      });
    },
  },
];
