// Test-only (the push bench): N bench dealers, one organisation each, made in two statements;
// answers their emails, so the bench signs each in, subscribes their devices and saves an alert.
import { z } from "zod";
import type { Route } from "../../api/types";
import { testPosts } from "../../api/test-route";
import { json } from "../../api/http";

const BenchMembersSchema = z.object({ count: z.number().int().min(1).max(2_000), prefix: z.string().regex(/^\w+$/) });

export const pushTestRoutes: Route[] = testPosts({
  "/test/push/bench-members": {
    summary: "Create bench dealers for the push benchmark",
    body: BenchMembersSchema,
    handler: async (c, { count, prefix }) => {
      const db = c.env.DB;
      await db.batch([
        db
          .prepare(
            `INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type, status)
             WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?1)
             SELECT 'Bench ' || x || ' Ltd', ?2 || ' ' || x, ?2 || '-' || x, 'INDEPENDENT_DEALER', 'ACTIVE' FROM n`,
          )
          .bind(count, prefix),
        db
          .prepare(
            `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, status, is_buyer, is_owner)
             SELECT o.id, lower(?1) || '-' || o.id || '@bench.test', 'x', 'Bench', 'Dealer', 'ACTIVE', 1, 1
             FROM organizations o WHERE o.trade_name LIKE ?1 || ' %'`,
          )
          .bind(prefix),
      ]);
      const rows = await db
        .prepare("SELECT email FROM members WHERE email LIKE lower(?1) || '-%@bench.test' ORDER BY id")
        .bind(prefix)
        .all<{ email: string }>();
      return json(rows.results.map((r) => r.email));
    },
  },
});
