// The cards of the buyer's lists and the make counts (functions/contract/dto/auction-card.ts).
import { z } from "./zod";
import { disputeStatusOrNone } from "./dispute";
import type { AuctionCard, CardPage, MakeCount } from "../dto/auction-card";
import type { StatusBar } from "../bid-status-bar";
import { auctionHead, id, pence, text, vehicleFacts } from "./common";
import { sameShape } from "./same";

export const StatusBarSchema = z
  .object({
    label: z.string(),
    message: z.string().nullable(),
    tone: z.enum(["live", "success", "danger", "warning", "secondary"]),
  })
  .openapi("StatusBar");
sameShape<z.infer<typeof StatusBarSchema>, StatusBar>(true);

export const AuctionCardSchema = z
  .object({
    ...auctionHead(),
    publishSecondsLeft: z.number().int(),
    timeOption: z.number().int().nullable(),
    title: z.string(),
    photoUrl: text(),
    photoThumbnailUrl: text(),
    highestBidInPence: pence().nullable(),
    bidCount: z.number().int(),
    bidsLeft: z.number().int(),
    reserveMet: z.boolean(),
    wonBidPriceInPence: pence().nullable(),
    viewerHighestBidInPence: pence().nullable(),
    isOwnOrganization: z.boolean(),
    isWatched: z.boolean(),
    isBiddingAllowed: z.boolean(),
    minimumBidInPence: pence(),
    statusBar: StatusBarSchema,
    makeName: text(),
    modelName: text(),
    ...vehicleFacts(),
    city: text(),
    buyNowPriceInPence: pence().nullable(),
    disputeStatus: disputeStatusOrNone(),
    currentOfferInPence: pence()
      .nullable()
      .describe(
        "While the auction is negotiated (TO_ACCEPT with a counter-offer thread): the last counter price, which ACCEPT agrees to; shown to the seller's and the winning bidder's organisations only, null for anyone else and otherwise.",
      ),
  })
  .openapi("AuctionCard");
sameShape<z.infer<typeof AuctionCardSchema>, AuctionCard>(true);

export const CardPageSchema = z
  .object({ content: z.array(AuctionCardSchema), totalElements: z.number().int(), last: z.boolean() })
  .openapi("AuctionCardPage");
sameShape<z.infer<typeof CardPageSchema>, CardPage>(true);

export const MakeCountSchema = z
  .object({ makeId: id(), make: z.string(), urlToLogo: z.string().nullable(), count: z.number().int() })
  .openapi("MakeCount");
sameShape<z.infer<typeof MakeCountSchema>, MakeCount>(true);

/** POST /auction/search: a page, with the make counts when includeAggregation was asked for. */
export const SearchPageSchema = CardPageSchema.extend({ aggregation: z.array(MakeCountSchema).optional() }).openapi(
  "AuctionSearchPage",
);
