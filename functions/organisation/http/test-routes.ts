// Test-only: set a member's status as ops would (approve or reject an employee), so browser tests
// can edit a REJECTED employee before the ops console exists. Mounted only in test mode (0028).
import { z } from "zod";
import type { Route } from "../../api/types";
import { json, notFound, parseBody } from "../../api/http";
import { isTestMode } from "../../env";
import { MEMBER_STATUSES } from "../../contract/accounts";
import { invalidateMember } from "../../api/member-cache";

const MemberStatusSchema = z.object({ email: z.string().email(), status: z.enum(MEMBER_STATUSES) });

export const accountTestRoutes: Route[] = [
  {
    method: "POST",
    path: "/test/member-status",
    access: "public",
    only: "test",
    summary: "Set a member's status (ops' approval or rejection)",
    tags: ["test-only"],
    request: { body: MemberStatusSchema },
    handler: async ({ env, request }) => {
      if (!isTestMode(env)) throw notFound();
      const { email, status } = await parseBody(request, MemberStatusSchema);
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
];
