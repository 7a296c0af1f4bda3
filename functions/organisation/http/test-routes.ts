// Test-only: set a member's status as ops would (approve or reject an employee), so browser tests
// can edit a REJECTED employee before the ops console exists; and a fresh organisation in a given
// standing (awaiting approval, blocked for payment or for selling) with one owner who sells, so the
// launch-closed e2e has its own dealer per browser project. Mounted only in test mode (0028).
import { z } from "zod";
import type { Route } from "../../api/types";
import { testPosts } from "../../api/test-route";
import { json, notFound } from "../../api/http";
import { MEMBER_STATUSES, ORGANIZATION_STATUSES } from "../../contract/accounts";
import { hashPassword } from "../../accounts/passwords";
import { invalidateMember } from "../../api/member-cache";

const MemberStatusSchema = z.object({ email: z.string().email(), status: z.enum(MEMBER_STATUSES) });
const SellerStandingSchema = z.object({
  email: z.string().email(),
  password: z.string().min(6),
  status: z.enum(ORGANIZATION_STATUSES),
  sellerBlocked: z.boolean().default(false),
});

export const accountTestRoutes: Route[] = testPosts({
  "/test/member-status": {
    summary: "Set a member's status (ops' approval or rejection)",
    body: MemberStatusSchema,
    handler: async ({ env }, { email, status }) => {
      const row = await env.DB.prepare(
        "UPDATE members SET status = ?, version = version + 1 WHERE email = ? RETURNING id",
      )
        .bind(status, email.toLowerCase())
        .first<{ id: number }>();
      if (!row) throw notFound();
      invalidateMember(row.id);
      return json({ id: row.id });
    },
  },
  "/test/seller-standing": {
    summary: "Test only: a new organisation in the given standing, with one owner who sells",
    body: SellerStandingSchema,
    handler: async ({ env }, input) => {
      const tag = crypto.randomUUID().slice(0, 8);
      const org = await env.DB.prepare(
        `INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type, status, seller_blocked,
           email, phone_number, landline_phone_number)
         VALUES (?, ?, ?, 'INDEPENDENT_DEALER', ?, ?, ?, '01134960000', '01134960000') RETURNING id`,
      )
        .bind(
          `Standing ${tag} Ltd`,
          `Standing ${tag}`,
          `GB${tag}`,
          input.status,
          input.sellerBlocked ? 1 : 0,
          input.email,
        )
        .first<{ id: number }>();
      const location = await env.DB.prepare(
        `INSERT INTO locations (organization_id, postal_code_id, address, city, county, is_main)
         SELECT ?, id, '1 Test Street', 'Leeds', 'West Yorkshire', 1 FROM postal_codes ORDER BY id LIMIT 1 RETURNING id`,
      )
        .bind(org!.id)
        .first<{ id: number }>();
      const member = await env.DB.prepare(
        `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, position, location_id,
           is_owner, is_buyer, is_seller, status)
         VALUES (?, ?, ?, 'Sam', 'Standing', 'OWNER', ?, 1, 1, 1, 'ACTIVE') RETURNING id`,
      )
        .bind(org!.id, input.email.toLowerCase(), await hashPassword(input.password), location?.id ?? null)
        .first<{ id: number }>();
      return json({ id: member!.id, organizationId: org!.id });
    },
  },
});
