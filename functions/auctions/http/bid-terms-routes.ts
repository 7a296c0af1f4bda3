// The bid form's reads (decision 0095): GET /auction/{id}/minimum-bid asks the room alone (may this
// viewer bid, and the least they may bid now); GET /auction/{id}/bid-terms adds the vehicle the
// confirmation names, in one D1 statement. Neither reads the auction's D1 copy, which may lag.
import type { ApiContext, Route } from "../../api/types";
import { json } from "../../api/http";
import { auctionRoom, unwrap } from "../room/room-client";
import { viewerFrom } from "../read/viewer";
import type { BidTerms, BidVehicle } from "../../contract/dto/bid";
import { auctionIdOf, AuctionIdParams } from "./route-helpers";
import { BidTermsSchema } from "../../contract/answers/bid";

async function roomTerms(c: ApiContext, auctionId: number): Promise<BidTerms> {
  // The caller came through the member cache with its organisation's group and blocks: no read.
  const viewer = viewerFrom(c.caller, c.caller.organization);
  const { state, refusal } = unwrap(await auctionRoom(c.env, auctionId).bidTerms({ auctionId, bidder: viewer }));
  return { ...state, bidRefusal: refusal && { code: refusal.code, message: refusal.message } };
}

function vehicleOf(c: ApiContext, auctionId: number): Promise<BidVehicle | null> {
  return c.env.DB.prepare(
    `SELECT v.year, mk.name AS makeName, md.name AS modelName, v.derivative, v.registration_plate AS registrationPlate,
       v.mileage
     FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id
     LEFT JOIN vehicle_makes mk ON mk.id = v.make_id LEFT JOIN vehicle_models md ON md.id = v.model_id
     WHERE a.id = ?`,
  )
    .bind(auctionId)
    .first<BidVehicle>();
}

export const bidTermsRoutes: Route[] = [
  {
    method: "GET",
    path: "/auction/{id}/minimum-bid",
    access: "member",
    memberCache: true,
    summary:
      "The least this viewer's organisation may bid now, and whether they may bid (the room's state, no D1 read)",
    tags: ["bidding"],
    responses: { 200: BidTermsSchema },
    request: { params: AuctionIdParams },
    handler: async (c) => json(await roomTerms(c, auctionIdOf(c))),
  },
  {
    method: "GET",
    path: "/auction/{id}/bid-terms",
    access: "member",
    memberCache: true,
    summary: "The minimum bid and whether this viewer may bid, with the vehicle the bid confirmation names",
    tags: ["bidding"],
    responses: { 200: BidTermsSchema },
    request: { params: AuctionIdParams },
    handler: async (c) => {
      const id = auctionIdOf(c);
      // The room says whether the viewer may see it (404 otherwise) while D1 reads the vehicle.
      const [terms, vehicle] = await Promise.all([roomTerms(c, id), vehicleOf(c, id)]);
      return json({ ...terms, vehicle: vehicle ?? undefined } satisfies BidTerms);
    },
  },
];
