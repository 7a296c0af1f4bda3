// Test-only: run the charge sweep now (the cron does it every five minutes), so tests see fees
// charged, failed or pending without waiting. Mounted only in test mode (decision 0028).
import { z } from "zod";
import type { Route } from "../../api/types";
import { json, notFound } from "../../api/http";
import { isTestMode } from "../../env";
import { sweepCharges } from "../charging";

export const paymentTestRoutes: Route[] = [
  {
    method: "POST",
    path: "/test/payments/sweep",
    access: "public",
    only: "test",
    summary: "Run the fee charge sweep at once",
    tags: ["test-only"],
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
    handler: async ({ env, clock }) => {
      if (!isTestMode(env)) throw notFound();
      return json(await sweepCharges(env, clock.iso()));
    },
  },
];
