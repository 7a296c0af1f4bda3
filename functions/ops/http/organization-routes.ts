// /api/ops/organizations: the registration queue (approve or reject a PENDING organisation) and
// blocks (buying, selling, the whole organisation). SUPER_ADMIN only; every change is audited.
// Decisions 0033 (what approval and rejection change) and 0034 (what blocks refuse).
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, json, notFound, parseBody } from "../../api/http";
import { members, organizations } from "../../db/schema";
import { BlocksSchema, IdParams, OrganizationListQuery } from "../../contract/ops";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import { auditInsert } from "../audit";
import { tellDecided } from "./tell-decided";
import { organizationApprovedNotice } from "../../notifications/approval-notices";
import { listOrganizations } from "../read/lists";
import { idParam } from "./guard";
import { OK_ANSWER, opsRoute } from "./ops-route";
import { decisionAudit, decisionRoutes, type Decision } from "./decision-routes";
import { invalidateOrganization } from "../../api/member-cache";
import { OpsOrganizationSchema } from "../../contract/answers/ops";

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

async function decide(c: ApiContext, decision: Decision): Promise<void> {
  const { id, approve } = decision;
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
    decisionAudit(c, decision, "ORGANIZATION", ["ORGANIZATION_APPROVED", "ORGANIZATION_REJECTED"], {
      tradeName: org.tradeName,
    }),
  ]);
  // The bid path's member cache must not keep the old status (decision 0049).
  invalidateOrganization(id);
  if (!owner) return;
  const notice = organizationApprovedNotice(owner.id, id, org.tradeName, c.env.APP_URL);
  await tellDecided(c, decision, owner, notice, `the registration of ${org.tradeName}`);
}

export const organizationRoutes: Route[] = [
  ...decisionRoutes({
    path: "/ops/organizations",
    approval: {
      summary: "SUPER_ADMIN: approve a PENDING organisation (and its pending owner); emails the owner",
      errors: ["NOT_PENDING"],
      message: OPS_MESSAGES.organizationApproved,
    },
    rejection: {
      summary: "SUPER_ADMIN: reject a PENDING organisation (BLOCKED, owner REJECTED); emails the owner",
      errors: ["NOT_PENDING"],
      message: OPS_MESSAGES.organizationRejected,
    },
    decide,
    list: {
      summary: "SUPER_ADMIN: organisations by status (PENDING, ACTIVE, BLOCKED, ALL), newest first",
      query: OrganizationListQuery,
      answer: z.array(OpsOrganizationSchema),
      load: listOrganizations,
    },
  }),
  opsRoute({
    method: "PUT",
    path: "/ops/organizations/{id}/blocks",
    summary: "SUPER_ADMIN: block or unblock buying, selling or the whole organisation",
    request: { params: IdParams, body: BlocksSchema },
    responses: { 200: OK_ANSWER },
    handler: async (c) => {
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
  }),
];
