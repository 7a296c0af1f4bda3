// GET /auction/{id} and GET /auction/{id}/bids (functions/contract/dto/auction-detail.ts).
import { z } from "./zod";
import { DisputeSummarySchema } from "./dispute";
import type { AuctionDetail, BidView, ContactView, LocationView } from "../dto/auction-detail";
import { MotHistorySchema } from "../mot-history";
import {
  auctionHead,
  BidRefusalSchema,
  BuyNowRefusalSchema,
  SaleMethodSchema,
  DeliveryDateTypeSchema,
  id,
  isoTime,
  pence,
  PublishTargetSchema,
  text,
} from "./common";
import { VehicleViewSchema } from "./vehicle";
import { sameShape } from "./same";
import { NegotiationViewSchema } from "../counter-offer-schemas";

export const LocationViewSchema = z
  .object({
    id: id(),
    address: z.string(),
    address2: text(),
    city: z.string(),
    county: z.string(),
    postalCode: z.object({ postcode: z.string() }),
  })
  .openapi("LocationView");
sameShape<z.infer<typeof LocationViewSchema>, LocationView>(true);

export const BidViewSchema = z
  .object({
    id: z.string(),
    amountInPence: pence(),
    isHighest: z.boolean(),
    bidderOrganizationId: id(),
    bidderId: id(),
    bidderFirstName: z.string(),
    bidderLastName: z.string(),
    createdOn: isoTime(),
  })
  .openapi("BidView");
sameShape<z.infer<typeof BidViewSchema>, BidView>(true);

export const ContactViewSchema = z
  .object({
    id: id(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: text(),
    landlinePhoneNumber: text(),
    organizationContact: z.object({
      id: id(),
      tradeName: z.string(),
      email: text(),
      phoneNumber: text(),
      landlinePhoneNumber: text(),
      location: LocationViewSchema.nullable(),
    }),
  })
  .openapi("ContactView");
sameShape<z.infer<typeof ContactViewSchema>, ContactView>(true);

export const AuctionDetailSchema = z
  .object({
    ...auctionHead(),
    bids: z.array(BidViewSchema),
    proxyBidInPence: pence().nullable(),
    highestBidInPence: pence().nullable(),
    wonBidPriceInPence: pence().nullable(),
    minimumPriceInPence: pence().nullable(),
    autoAcceptPriceInPence: pence().nullable(),
    shouldPriceBeGreen: z.boolean(),
    publishSecondsLeft: z.number().int().nullable(),
    isBiddingAllowed: z.boolean(),
    bidRefusal: BidRefusalSchema,
    isCancellationAllowed: z.boolean(),
    isSellerAcceptanceAllowed: z.boolean(),
    isBuyerAcceptanceAllowed: z.boolean(),
    isRepublishAllowed: z.boolean(),
    isDraftValid: z.boolean(),
    isFreeRepublishAvailable: z.boolean(),
    timeOption: z.number().int().nullable(),
    publishTarget: PublishTargetSchema.nullable(),
    tryingToDealDeliveredOn: text(),
    tryingToDealDeliveredDateType: DeliveryDateTypeSchema.nullable(),
    organizationId: id(),
    seller: ContactViewSchema.nullable(),
    buyer: ContactViewSchema.nullable(),
    location: LocationViewSchema.nullable(),
    vehicle: VehicleViewSchema,
    bidCount: z.number().int(),
    bidsLeft: z.number().int(),
    reserveMet: z.boolean(),
    minimumBidInPence: pence(),
    bidStatusMessage: text(),
    isSellerView: z.boolean(),
    isWatched: z.boolean(),
    isWinner: z.boolean(),
    acceptanceDeadline: isoTime().nullable(),
    launchCount: z.number().int(),
    buyNowPriceInPence: pence().nullable(),
    isBuyNowAllowed: z.boolean(),
    buyNowRefusal: BuyNowRefusalSchema,
    saleMethod: SaleMethodSchema.nullable(),
    dispute: DisputeSummarySchema.nullable(),
    negotiation: NegotiationViewSchema.nullable(),
  })
  .openapi("AuctionDetail");
sameShape<z.infer<typeof AuctionDetailSchema>, AuctionDetail>(true);

/** GET /auction/{id}/price-guide: the guide, null under 5 comparable sales (decision 0137). */
export const PriceGuideSchema = z
  .object({
    count: z.number().int(),
    medianInPence: z.number().int(),
    lowInPence: z.number().int(),
    highInPence: z.number().int(),
  })
  .nullable();

/** What GET /auction/{id}?with= may add beside the detail, read in the same call (decision 0179). */
export const DETAIL_EXTRAS = ["motHistory", "priceGuide"] as const;
export type DetailExtra = (typeof DETAIL_EXTRAS)[number];

export const DetailQuerySchema = z.object({
  with: z
    .string()
    .regex(new RegExp(`^(${DETAIL_EXTRAS.join("|")})(,(${DETAIL_EXTRAS.join("|")}))*$`))
    .optional()
    .openapi({
      description:
        "Comma-separated: motHistory, priceGuide. Each is what its own call answers (GET /auction/{id}/mot-history, /price-guide), read in this one call; a part that could not be read is left out (motHistoryError says why for the MOT history).",
    }),
});

export const AuctionDetailWithExtrasSchema = AuctionDetailSchema.extend({
  motHistory: MotHistorySchema.optional(),
  motHistoryError: z.object({ errorCode: z.literal("MOT_HISTORY_UNAVAILABLE"), message: z.string() }).optional(),
  priceGuide: PriceGuideSchema.optional(),
}).openapi("AuctionDetailWithExtras");
