// /api/ops/members: the employee queue (approve or reject a PENDING member, spec 000 section 6
// statuses ACTIVE / PENDING / REJECTED) and one-time impersonation links for support.
// SUPER_ADMIN only; every change is audited; approval is a notice and email to the member, rejection an email.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, json, notFound, parseBody } from "../../api/http";
import { members } from "../../db/schema";
import { DecisionSchema, IdParams, MemberListQuery } from "../../contract/ops";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import { createEmailSender } from "../../email/sender";
import { createImpersonationLink } from "../../accounts/impersonation-routes";
import { auditInsert } from "../audit";
import { rejectedEmail } from "../emails";
import { memberApprovedNotice } from "../../notifications/approval-notices";
import { sendSystemNotices } from "../../notifications/notices";
import { listMembers } from "../read/lists";
import { idParam, requireSuperAdmin } from "./guard";
import { decisionRoutes, OPS_TAGS } from "./decision-routes";
import { invalidateMember } from "../../api/member-cache";
import { OpsMemberSchema } from "../../contract/answers/ops";

const tags = OPS_TAGS;

async function decide(c: ApiContext, approve: boolean): Promise<Response> {
  requireSuperAdmin(c);
  const id = idParam(c);
  const { reason } = await parseBody(c.request, DecisionSchema);
  const member = await c.db.select().from(members).where(eq(members.id, id)).get();
  if (!member || member.isAdmin) throw notFound();
  if (member.status !== "PENDING") throw conflict(OPS_MESSAGES.notPending, "NOT_PENDING");
  await c.db.batch([
    c.db
      .update(members)
      .set({ status: approve ? "ACTIVE" : "REJECTED", version: member.version + 1 })
      .where(and(eq(members.id, id), eq(members.status, "PENDING"))),
    auditInsert(
      c.db,
      c.caller,
      approve ? "MEMBER_APPROVED" : "MEMBER_REJECTED",
      { type: "MEMBER", id },
      {
        email: member.email,
        ...(reason ? { reason } : {}),
      },
    ),
  ]);
  invalidateMember(id);
  if (approve) {
    // A notice on their Notifications page and its email, off the answer's path (issue 13).
    const notice = memberApprovedNotice(member.id, c.env.APP_URL);
    c.ctx.waitUntil(sendSystemNotices(c.env.DB, [notice], c.env.APP_URL).catch((e) => console.error("notice", e)));
  } else {
    // No notice: a rejected member cannot sign in to read one.
    const email = rejectedEmail(
      member.email,
      member.firstName,
      "your Trade Auction account",
      reason,
      c.env.SUPPORT_EMAIL,
    );
    await createEmailSender(c.env, c.db, c.ctx).send(email);
  }
  return json({ ok: true, message: approve ? OPS_MESSAGES.memberApproved : OPS_MESSAGES.memberRejected });
}

export const memberRoutes: Route[] = [
  ...decisionRoutes({
    path: "/ops/members",
    approval: {
      summary: "SUPER_ADMIN: approve a PENDING member (ACTIVE, can sign in); emails them",
      errors: ["NOT_PENDING"],
    },
    rejection: { summary: "SUPER_ADMIN: reject a PENDING member (REJECTED); emails them", errors: ["NOT_PENDING"] },
    decide,
    list: {
      summary: "SUPER_ADMIN: members by status (PENDING, ACTIVE, REJECTED), newest first",
      query: MemberListQuery,
      answer: z.array(OpsMemberSchema),
      load: listMembers,
    },
  }),
  {
    method: "POST",
    path: "/ops/members/{id}/impersonation",
    access: "member",
    summary: "SUPER_ADMIN: a one-time sign-in link as this member (/impersonate?om=&t=, 10 minutes)",
    tags,
    request: { params: IdParams },
    responses: { 200: z.object({ url: z.string(), expiresOn: z.string() }) },
    handler: async (c: ApiContext) => {
      requireSuperAdmin(c);
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
  },
];
