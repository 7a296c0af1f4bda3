// Test-only control of an auction room's clock: answers 404 unless ALLOW_TEST_CLOCK is "1"
// (set only by the integration-test harness), so production can never move time.
import { z } from "zod";
import type { Route } from "../../api/types";
import { json, notFound, parseBody } from "../../api/http";
import { auctionRoom, unwrap } from "../room/room-client";
import { auctionIdOf } from "./route-helpers";

const ClockSchema = z.object({ now: z.string().datetime(), runAlarm: z.boolean().optional() });

export const testRoutes: Route[] = [
  {
    method: "POST",
    path: "/test/auction/{id}/clock",
    access: "public",
    handler: async (c) => {
      if (c.env.ALLOW_TEST_CLOCK !== "1") throw notFound();
      const id = auctionIdOf(c);
      const body = await parseBody(c.request, ClockSchema);
      const room = auctionRoom(c.env, id);
      return json(unwrap(await room.testSetClock({ auctionId: id, nowMs: Date.parse(body.now), runAlarm: body.runAlarm })));
    },
  },
  {
    method: "GET",
    path: "/test/auction/{id}/state",
    access: "public",
    handler: async (c) => {
      if (c.env.ALLOW_TEST_CLOCK !== "1") throw notFound();
      const id = auctionIdOf(c);
      return json(unwrap(await auctionRoom(c.env, id).getState(id)));
    },
  },
];
