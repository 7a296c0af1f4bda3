// The data of a live stream's `message` event (functions/contract/live.ts LiveEvent).
import { z } from "./zod";
import { LIVE_EVENT_TYPES } from "../auctions";
import type { LiveEvent } from "../live";
import { AuctionStatusSchema, id, isoTime, pence } from "./common";
import { sameShape } from "./same";

export const LiveEventSchema = z
  .object({
    type: z.enum(LIVE_EVENT_TYPES),
    auctionId: id(),
    status: AuctionStatusSchema.optional(),
    highestBidInPence: pence().nullable().optional(),
    bidCount: z.number().int().optional(),
    endsOn: isoTime().optional(),
    at: isoTime(),
  })
  .openapi("LiveEvent", { description: "A hint that an auction changed, with the room's state for what it announces" });
sameShape<z.infer<typeof LiveEventSchema>, LiveEvent>(true);
