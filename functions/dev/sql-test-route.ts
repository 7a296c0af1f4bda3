// POST /test/sql: runs the integration harness's SQL inside the Worker. Test mode only. Miniflare's
// D1 proxy in the test process makes synchronous calls for `prepare` and `bind`. On a loaded
// machine one of them can lose its answer, and every later call in that test file fails. A plain
// request to the Worker has no such path, so the harness's `sql()` comes here.
import { z } from "zod";
import type { Route } from "../api/types";
import { testPosts } from "../api/test-route";
import { json } from "../api/http";

const SqlSchema = z.object({
  statements: z.array(z.object({ sql: z.string().min(1), params: z.array(z.unknown()) })).min(1),
  /** `raw`: one statement's rows as arrays with its column names (drizzle's select reads these). */
  mode: z.enum(["all", "raw"]).default("all"),
});

export const sqlTestRoutes: Route[] = testPosts({
  "/test/sql": {
    summary: "Run SQL statements for the integration harness",
    body: SqlSchema,
    handler: async ({ env }, { statements, mode }) => {
      const prepared = statements.map((s) => env.DB.prepare(s.sql).bind(...s.params));
      try {
        if (mode === "raw") {
          const [columns = [], ...rows] = await prepared[0]!.raw<unknown[]>({ columnNames: true });
          return json([{ columns, rows }]);
        }
        const results = prepared.length === 1 ? [await prepared[0]!.all()] : await env.DB.batch(prepared);
        return json(results.map((r) => ({ results: r.results, meta: r.meta })));
      } catch (error) {
        // A failing statement is the test's to see (a constraint it expects, or its own typo).
        return json({ sqlError: error instanceof Error ? error.message : String(error) }, { status: 400 });
      }
    },
  },
});
