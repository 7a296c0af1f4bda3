// The `/test/live/*` routes: mounted only in test builds and test mode (decision 0103), so tests and
// the fan-out benchmark can publish without an auction engine and count a hub's subscribers.
import { z } from "zod";
import type { Route } from "../api/types";
import { testPosts, testRoute } from "../api/test-route";
import { json, validate } from "../api/http";
import { AUCTION_STATUSES, LIVE_EVENT_TYPES, PUBLISH_TARGETS } from "../contract/auctions";
import { publishToHubs, topicHub } from "./publish";

const TestPublishSchema = z.object({
  // passthrough: a test may send extra fields to prove they never reach subscribers.
  event: z
    .object({
      type: z.enum(LIVE_EVENT_TYPES),
      auctionId: z.number().int().positive(),
      status: z.enum(AUCTION_STATUSES).optional(),
      highestBidInPence: z.number().int().nullable().optional(),
      bidCount: z.number().int().optional(),
      endsOn: z.string().optional(),
      at: z.string().optional(),
    })
    .passthrough(),
  audience: z.object({
    sellerOrganizationId: z.number().int().positive(),
    publishTarget: z.enum(PUBLISH_TARGETS),
    groupId: z.number().int().positive().nullable(),
  }),
});

export const liveTestRoutes: Route[] = [
  ...testPosts({
    "/test/live/publish": {
      summary: "Publish a live event without an auction engine",
      body: TestPublishSchema,
      handler: async ({ env, clock }, { event, audience }) => {
        const delivered = await publishToHubs(env, { ...event, at: event.at ?? clock.iso() }, audience);
        return json({ delivered });
      },
    },
  }),
  testRoute("GET", "/test/live/hubs/{name}", "Subscriber count of a topic hub", async ({ env, params }) => {
    const name = validate(z.string().min(1).max(64), params.name);
    return json({ subscribers: await topicHub(env, name).subscriberCount() });
  }),
];
