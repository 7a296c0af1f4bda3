// /api/ops/organizations: the registration queue (approve or reject a PENDING organisation) and
// blocks (buying, selling, the whole organisation). SUPER_ADMIN only; every change is audited.
// Decisions 0033 (what approval and rejection change) and 0034 (what blocks refuse).
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, json, notFound, parseBody } from "../../api/http";
import { members, organizations } from "../../db/schema";
import { BlocksSchema, DecisionSchema, IdParams, OrganizationListQuery } from "../../contract/ops";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import { createEmailSender } from "../../email/sender";
import { auditInsert } from "../audit";
import { rejectedEmail } from "../emails";
import { organizationApprovedNotice } from "../../notifications/approval-notices";
import { sendSystemNotices } from "../../notifications/notices";
import { listOrganizations } from "../read/lists";
import { idParam, requireSuperAdmin } from "./guard";
import { decisionRoutes, OK_ANSWER, OPS_TAGS } from "./decision-routes";
import { invalidateOrganization } from "../../api/member-cache";
import { OpsOrganizationSchema } from "../../contract/answers/ops";

const tags = OPS_TAGS;
const ok = OK_ANSWER;

async function loadOrganization(c: ApiContext, id: number) {
  const org = await c.db.select().from(organizations).where(eq(organizations.id, id)).get();
  if (!org) throw notFound();
  const owner = await c.db
    .select()
    .from(members)
    .where(and(eq(members.organizationId, id), eq(members.isOwner, true)))
    .get();
  return { org, owner };
}

async function decide(c: ApiContext, approve: boolean): Promise<Response> {
  requireSuperAdmin(c);
  const id = idParam(c);
  const { reason } = await parseBody(c.request, DecisionSchema);
  const { org, owner } = await loadOrganization(c, id);
  if (org.status !== "PENDING") throw conflict(OPS_MESSAGES.notPending, "NOT_PENDING");
  const orgUpdate = c.db
    .update(organizations)
    // A rejected organisation is BLOCKED: there is no REJECTED organisation status (decision 0033).
    .set({ status: approve ? "ACTIVE" : "BLOCKED", version: org.version + 1 })
    .where(and(eq(organizations.id, id), eq(organizations.status, "PENDING")));
  // The owner registered with the organisation, so they follow its fate; other employees keep
  // their own queue.
  const ownerUpdate =
    owner?.status === "PENDING"
      ? [
          c.db
            .update(members)
            .set({ status: approve ? "ACTIVE" : "REJECTED" })
            .where(eq(members.id, owner.id)),
        ]
      : [];
  await c.db.batch([
    orgUpdate,
    ...ownerUpdate,
    auditInsert(
      c.db,
      c.caller,
      approve ? "ORGANIZATION_APPROVED" : "ORGANIZATION_REJECTED",
      { type: "ORGANIZATION", id },
      {
        tradeName: org.tradeName,
        ...(reason ? { reason } : {}),
      },
    ),
  ]);
  // The bid path's member cache must not keep the old status (decision 0049).
  invalidateOrganization(id);
  if (owner && approve) {
    // A notice on the owner's Notifications page and its email, off the answer's path (issue 13).
    const notice = organizationApprovedNotice(owner.id, id, org.tradeName, c.env.APP_URL);
    c.ctx.waitUntil(sendSystemNotices(c.env.DB, [notice], c.env.APP_URL).catch((e) => console.error("notice", e)));
  } else if (owner) {
    const what = `the registration of ${org.tradeName}`;
    await createEmailSender(c.env, c.db, c.ctx).send(
      rejectedEmail(owner.email, owner.firstName, what, reason, c.env.SUPPORT_EMAIL),
    );
  }
  return json({ ok: true, message: approve ? OPS_MESSAGES.organizationApproved : OPS_MESSAGES.organizationRejected });
}

export const organizationRoutes: Route[] = [
  ...decisionRoutes({
    path: "/ops/organizations",
    approval: {
      summary: "SUPER_ADMIN: approve a PENDING organisation (and its pending owner); emails the owner",
      errors: ["NOT_PENDING"],
    },
    rejection: {
      summary: "SUPER_ADMIN: reject a PENDING organisation (BLOCKED, owner REJECTED); emails the owner",
      errors: ["NOT_PENDING"],
    },
    decide,
    list: {
      summary: "SUPER_ADMIN: organisations by status (PENDING, ACTIVE, BLOCKED, ALL), newest first",
      query: OrganizationListQuery,
      answer: z.array(OpsOrganizationSchema),
      load: listOrganizations,
    },
  }),
  {
    method: "PUT",
    path: "/ops/organizations/{id}/blocks",
    access: "member",
    summary: "SUPER_ADMIN: block or unblock buying, selling or the whole organisation",
    tags,
    request: { params: IdParams, body: BlocksSchema },
    responses: { 200: ok },
    handler: async (c) => {
      requireSuperAdmin(c);
      const id = idParam(c);
      const blocks = await parseBody(c.request, BlocksSchema);
      const { org } = await loadOrganization(c, id);
      // Only ACTIVE and BLOCKED move on this switch: PENDING is decided in the queue and a payment
      // block is lifted by a payment, not by ops.
      const status =
        blocks.organizationBlocked && org.status === "ACTIVE"
          ? "BLOCKED"
          : !blocks.organizationBlocked && org.status === "BLOCKED"
            ? "ACTIVE"
            : org.status;
      const before = { buyerBlocked: org.buyerBlocked, sellerBlocked: org.sellerBlocked, status: org.status };
      const after = { buyerBlocked: blocks.buyerBlocked, sellerBlocked: blocks.sellerBlocked, status };
      await c.db.batch([
        c.db
          .update(organizations)
          .set({ ...after, version: org.version + 1 })
          .where(eq(organizations.id, id)),
        auditInsert(
          c.db,
          c.caller,
          "BLOCKS_CHANGED",
          { type: "ORGANIZATION", id },
          { tradeName: org.tradeName, before, after },
        ),
      ]);
      // A blocked buyer is refused its next bid, not one cached up to seconds ago (decision 0049).
      invalidateOrganization(id);
      return json({ ok: true, message: OPS_MESSAGES.blocksSaved });
    },
  },
];
