// Test only (test mode, never in production): run the archiver now at the request's clock, with a
// fault the real world might cause, so the integration tests drive it through the Worker.
import { z } from "zod";
import type { Route } from "../../api/types";
import { testPosts } from "../../api/test-route";
import { json } from "../../api/http";
import { runArchive } from "../archive/archiver";

const RunSchema = z.object({
  limit: z.number().int().positive().max(500).optional(),
  fault: z.enum(["corrupt", "crash-after-upload"]).optional(),
  crashAfter: z.number().int().min(0).optional(),
  only: z.array(z.number().int().positive()).max(500).optional(),
});

export const archiveTestRoutes: Route[] = testPosts({
  "/test/archive/run": {
    summary: "Test only: one archiver run at the request's clock (x-test-now), optionally with a fault",
    body: RunSchema,
    handler: async (c, input) => {
      try {
        return json(await runArchive(c.env, c.clock.now(), input));
      } catch (error) {
        // The injected crash: answered, so the test can go on to the next run.
        return json({ crashed: String(error) });
      }
    },
  },
});
