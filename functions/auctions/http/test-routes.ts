// Test-only control of an auction room's clock: mounted only in test mode (isTestMode: never in
// production), so production can never move time.
import { z } from "zod";
import type { Route } from "../../api/types";
import { testPosts, testRoute } from "../../api/test-route";
import { json } from "../../api/http";
import { auctionRoom, unwrap } from "../room/room-client";
import { auctionIdOf } from "./route-helpers";

const ClockSchema = z.object({ now: z.string().datetime(), runAlarm: z.boolean().optional() });
const FaultSchema = z.object({ on: z.boolean() });

export const testRoutes: Route[] = [
  ...testPosts({
    "/test/auction/{id}/clock": {
      summary: "Set an auction room's clock and run what fell due",
      body: ClockSchema,
      handler: async (c, body) => {
        const id = auctionIdOf(c);
        const room = auctionRoom(c.env, id);
        return json(
          unwrap(await room.testSetClock({ auctionId: id, nowMs: Date.parse(body.now), runAlarm: body.runAlarm })),
        );
      },
    },
    "/test/auction/{id}/d1-fault": {
      summary: "Make an auction room's D1 writes fail (on) or work again (off): its outbox keeps them",
      body: FaultSchema,
      handler: async (c, { on }) => {
        const id = auctionIdOf(c);
        return json(unwrap(await auctionRoom(c.env, id).testD1Fault({ auctionId: id, on })));
      },
    },
  }),
  testRoute("GET", "/test/auction/{id}/state", "An auction room's state", async (c) => {
    const id = auctionIdOf(c);
    return json(unwrap(await auctionRoom(c.env, id).getState(id)));
  }),
  testRoute(
    "POST",
    "/test/auction/{id}/drain",
    "Drain an auction room's outbox to D1 now, and tell what is still waiting",
    async (c) => {
      const id = auctionIdOf(c);
      return json(unwrap(await auctionRoom(c.env, id).testDrain(id)));
    },
  ),
];
