// /api/ops/members: the employee queue (approve or reject a PENDING member, spec 000 section 6
// statuses ACTIVE / PENDING / REJECTED) and one-time impersonation links for support.
// SUPER_ADMIN only; every change is audited; approval is a notice and email to the member, rejection an email.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, json, notFound } from "../../api/http";
import { members } from "../../db/schema";
import { IdParams, MemberListQuery } from "../../contract/ops";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import { createImpersonationLink } from "../../accounts/impersonation-routes";
import { auditInsert } from "../audit";
import { tellDecided } from "./tell-decided";
import { memberApprovedNotice } from "../../notifications/approval-notices";
import { listMembers } from "../read/lists";
import { idParam } from "./guard";
import { opsRoute } from "./ops-route";
import { decisionAudit, decisionRoutes, type Decision } from "./decision-routes";
import { invalidateMember } from "../../api/member-cache";
import { OpsMemberSchema } from "../../contract/answers/ops";

async function decide(c: ApiContext, decision: Decision): Promise<void> {
  const { id, approve } = decision;
  const member = await c.db.select().from(members).where(eq(members.id, id)).get();
  if (!member || member.isAdmin) throw notFound();
  if (member.status !== "PENDING") throw conflict(OPS_MESSAGES.notPending, "NOT_PENDING");
  await c.db.batch([
    c.db
      .update(members)
      .set({ status: approve ? "ACTIVE" : "REJECTED", version: member.version + 1 })
      .where(and(eq(members.id, id), eq(members.status, "PENDING"))),
    decisionAudit(c, decision, "MEMBER", ["MEMBER_APPROVED", "MEMBER_REJECTED"], { email: member.email }),
  ]);
  invalidateMember(id);
  const notice = memberApprovedNotice(member.id, c.env.APP_URL);
  await tellDecided(c, decision, member, notice, "your Trade Auction account");
}

export const memberRoutes: Route[] = [
  ...decisionRoutes({
    path: "/ops/members",
    approval: {
      summary: "SUPER_ADMIN: approve a PENDING member (ACTIVE, can sign in); emails them",
      errors: ["NOT_PENDING"],
      message: OPS_MESSAGES.memberApproved,
    },
    rejection: {
      summary: "SUPER_ADMIN: reject a PENDING member (REJECTED); emails them",
      errors: ["NOT_PENDING"],
      message: OPS_MESSAGES.memberRejected,
    },
    decide,
    list: {
      summary: "SUPER_ADMIN: members by status (PENDING, ACTIVE, REJECTED), newest first",
      query: MemberListQuery,
      answer: z.array(OpsMemberSchema),
      load: listMembers,
    },
  }),
  opsRoute({
    method: "POST",
    path: "/ops/members/{id}/impersonation",
    summary: "SUPER_ADMIN: a one-time sign-in link as this member (/impersonate?om=&t=, 10 minutes)",
    request: { params: IdParams },
    responses: { 200: z.object({ url: z.string(), expiresOn: z.string() }) },
    handler: async (c: ApiContext) => {
      const id = idParam(c);
      const link = await createImpersonationLink(c, id);
      await auditInsert(
        c.db,
        c.caller,
        "IMPERSONATION_LINK_CREATED",
        { type: "MEMBER", id },
        { expiresOn: link.expiresOn },
      );
      return json(link);
    },
  }),
];
