// POST /auction/bid and the bid terms (functions/contract/dto/bid.ts).
import { z } from "./zod";
import type { BidResponse, BidRoomState, BidTerms } from "../dto/bid";
import { AuctionStatusSchema, BidRefusalSchema, id, isoTime, pence } from "./common";
import { sameShape } from "./same";

export const BidRoomStateSchema = z
  .object({
    auctionId: id(),
    status: AuctionStatusSchema,
    endsOn: isoTime().nullable(),
    highestBidInPence: pence().nullable(),
    bidCount: z.number().int(),
    bidsLeft: z.number().int(),
    reserveMet: z.boolean(),
    viewerMaxInPence: pence().nullable(),
    viewerIsLeader: z.boolean(),
    minimumBidInPence: pence(),
  })
  .openapi("BidRoomState");
sameShape<z.infer<typeof BidRoomStateSchema>, BidRoomState>(true);

export const BidResponseSchema = z
  .object({
    success: z.literal(true),
    auctionId: id(),
    result: z.object({ isHighestBid: z.boolean(), proxyBidInPence: pence(), bidsLeft: z.number().int() }),
    message: z.string(),
    replayed: z.boolean(),
    auction: BidRoomStateSchema,
  })
  .openapi("BidResult");
sameShape<z.infer<typeof BidResponseSchema>, BidResponse>(true);

export const BidTermsSchema = BidRoomStateSchema.extend({
  bidRefusal: BidRefusalSchema,
  vehicle: z
    .object({
      year: z.number().int().nullable(),
      makeName: z.string().nullable(),
      modelName: z.string().nullable(),
      derivative: z.string().nullable(),
      registrationPlate: z.string().nullable(),
      mileage: z.number().int().nullable(),
    })
    .optional(),
}).openapi("BidTerms");
sameShape<z.infer<typeof BidTermsSchema>, BidTerms>(true);
