// Test-only: run the charge sweep now (the cron does it every five minutes), so tests see fees
// charged, failed or pending without waiting. Mounted only in test mode (decision 0028).
import { z } from "zod";
import type { Route } from "../../api/types";
import { testRoute } from "../../api/test-route";
import { json } from "../../api/http";
import { sweepCharges } from "../charging";

export const paymentTestRoutes: Route[] = [
  testRoute(
    "POST",
    "/test/payments/sweep",
    "Run the fee charge sweep at once",
    async ({ env, clock }) => {
      return json(await sweepCharges(env, clock.iso()));
    },
    {
      responses: {
        200: z.object({
          created: z.number(),
          attempted: z.number(),
          paid: z.number(),
          failed: z.number(),
          processing: z.number(),
          unblocked: z.number(),
          refunded: z.number(),
        }),
      },
    },
  ),
];
