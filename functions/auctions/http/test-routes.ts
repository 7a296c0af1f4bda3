// Test-only control of an auction room's clock: mounted only in test mode (isTestMode: never in
// production), so production can never move time.
import { z } from "zod";
import type { Route } from "../../api/types";
import { json, notFound, parseBody } from "../../api/http";
import { isTestMode } from "../../env";
import { auctionRoom, unwrap } from "../room/room-client";
import { auctionIdOf } from "./route-helpers";

const ClockSchema = z.object({ now: z.string().datetime(), runAlarm: z.boolean().optional() });
const FaultSchema = z.object({ on: z.boolean() });

export const testRoutes: Route[] = [
  {
    method: "POST",
    path: "/test/auction/{id}/clock",
    access: "public",
    only: "test",
    summary: "Set an auction room's clock and run what fell due",
    tags: ["test-only"],
    request: { body: ClockSchema },
    handler: async (c) => {
      if (!isTestMode(c.env)) throw notFound();
      const id = auctionIdOf(c);
      const body = await parseBody(c.request, ClockSchema);
      const room = auctionRoom(c.env, id);
      return json(
        unwrap(await room.testSetClock({ auctionId: id, nowMs: Date.parse(body.now), runAlarm: body.runAlarm })),
      );
    },
  },
  {
    method: "GET",
    path: "/test/auction/{id}/state",
    access: "public",
    only: "test",
    summary: "An auction room's state",
    tags: ["test-only"],
    handler: async (c) => {
      if (!isTestMode(c.env)) throw notFound();
      const id = auctionIdOf(c);
      return json(unwrap(await auctionRoom(c.env, id).getState(id)));
    },
  },
  {
    method: "POST",
    path: "/test/auction/{id}/d1-fault",
    access: "public",
    only: "test",
    summary: "Make an auction room's D1 writes fail (on) or work again (off): its outbox keeps them",
    tags: ["test-only"],
    request: { body: FaultSchema },
    handler: async (c) => {
      if (!isTestMode(c.env)) throw notFound();
      const id = auctionIdOf(c);
      const { on } = await parseBody(c.request, FaultSchema);
      return json(unwrap(await auctionRoom(c.env, id).testD1Fault({ auctionId: id, on })));
    },
  },
  {
    method: "POST",
    path: "/test/auction/{id}/drain",
    access: "public",
    only: "test",
    summary: "Drain an auction room's outbox to D1 now, and tell what is still waiting",
    tags: ["test-only"],
    handler: async (c) => {
      if (!isTestMode(c.env)) throw notFound();
      const id = auctionIdOf(c);
      return json(unwrap(await auctionRoom(c.env, id).testDrain(id)));
    },
  },
];
