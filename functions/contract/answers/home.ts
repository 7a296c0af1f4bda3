// The public home page's answers: make counts, recently sold vehicles, the hot auction.
import { z } from "./zod";
import { id, isoTime, pence } from "./common";
import { MakeCountSchema } from "./auction-card";

const photo = { photoUrl: z.string().nullable(), photoThumbnailUrl: z.string().nullable() };
const facts = { id: id(), title: z.string(), year: z.number().int().nullable(), mileage: z.number().int().nullable() };

export const AggregationSchema = z
  .object({ vehicleMakeVisible: z.boolean(), aggregation: z.array(MakeCountSchema) })
  .openapi("MakeAggregation");

/** A sale always has its price, its time and the vehicle's year and mileage (the query keeps only those). */
export const RecentlySoldSchema = z
  .array(
    z.object({
      ...facts,
      year: z.number().int(),
      mileage: z.number().int(),
      priceInPence: pence(),
      ...photo,
      soldOn: isoTime(),
    }),
  )
  .openapi("RecentlySoldVehicles");

export const HotAuctionSchema = z
  .object({
    ...facts,
    ...photo,
    highestBidInPence: pence().nullable(),
    bidCount: z.number().int(),
    endsOn: isoTime(),
    launchedOn: isoTime(),
    publishSecondsLeft: z.number().int(),
  })
  .nullable()
  .openapi("HotAuction");
