// The `/test/live/*` routes: mounted only in test builds and test mode (decision 0103), so tests and
// the fan-out benchmark can publish without an auction engine and count a hub's subscribers.
import { z } from "zod";
import type { Route } from "../api/types";
import { json, notFound, parseBody, validate } from "../api/http";
import type { Env } from "../env";
import { isTestMode } from "../env";
import { AUCTION_STATUSES, LIVE_EVENT_TYPES, PUBLISH_TARGETS } from "../contract/auctions";
import { publishToHubs, topicHub } from "./publish";

function assertTestRoutes(env: Env) {
  if (!isTestMode(env)) throw notFound();
}

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
  {
    method: "POST",
    path: "/test/live/publish",
    access: "public",
    only: "test",
    summary: "Publish a live event without an auction engine",
    tags: ["test-only"],
    request: { body: TestPublishSchema },
    handler: async ({ request, env, clock }) => {
      assertTestRoutes(env);
      const { event, audience } = await parseBody(request, TestPublishSchema);
      const delivered = await publishToHubs(env, { ...event, at: event.at ?? clock.iso() }, audience);
      return json({ delivered });
    },
  },
  {
    method: "GET",
    path: "/test/live/hubs/{name}",
    access: "public",
    only: "test",
    summary: "Subscriber count of a topic hub",
    tags: ["test-only"],
    handler: async ({ env, params }) => {
      assertTestRoutes(env);
      const name = validate(z.string().min(1).max(64), params.name);
      return json({ subscribers: await topicHub(env, name).subscriberCount() });
    },
  },
];
