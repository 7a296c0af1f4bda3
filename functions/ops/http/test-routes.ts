// Test-only set-up for the ops e2e (mounted only in test mode, never in production): a PENDING
// employee of an existing organisation, so each browser project approves its own member and the
// JavaScript and no-JavaScript runs never race for the one seeded pending member; and the passing
// of a sign-in link's ten minutes, which the browser cannot wait for.
import { z } from "zod";
import type { Route } from "../../api/types";
import { testPosts } from "../../api/test-route";
import { json, notFound } from "../../api/http";
import { hashPassword } from "../../accounts/passwords";

const PendingMemberSchema = z.object({
  email: z.string().email(),
  organizationEmail: z.string().email(),
  password: z.string().min(6),
  firstName: z.string().min(1).max(50).default("Pat"),
  lastName: z.string().min(1).max(50).default("Pending"),
});

const ExpireSchema = z.object({ memberId: z.number().int().positive() });

export const opsTestRoutes: Route[] = testPosts({
  "/test/ops/pending-member": {
    summary: "Test only: a PENDING buyer in the organisation one of whose members has organizationEmail",
    body: PendingMemberSchema,
    handler: async (c, input) => {
      const org = await c.env.DB.prepare("SELECT organization_id AS id FROM members WHERE email = ?")
        .bind(input.organizationEmail)
        .first<{ id: number }>();
      if (!org) throw notFound();
      const row = await c.env.DB.prepare(
        `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, is_buyer, status)
         VALUES (?, ?, ?, ?, ?, 1, 'PENDING') RETURNING id`,
      )
        .bind(org.id, input.email, await hashPassword(input.password), input.firstName, input.lastName)
        .first<{ id: number }>();
      return json({ id: row!.id });
    },
  },
  "/test/ops/expire-impersonation": {
    summary: "Test only: the unused one-time sign-in links for a member expire now",
    body: ExpireSchema,
    handler: async (c, { memberId }) => {
      const past = new Date(c.clock.now() - 1000).toISOString();
      const done = await c.env.DB.prepare(
        "UPDATE impersonation_tokens SET expires_on = ? WHERE member_id = ? AND used_on IS NULL",
      )
        .bind(past, memberId)
        .run();
      return json({ expired: done.meta.changes ?? 0 });
    },
  },
});
