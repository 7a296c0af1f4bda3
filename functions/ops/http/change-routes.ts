// /api/ops/pending-changes: location and landline changes waiting for approval (spec 000 section 6
// shows them as pending). Approving applies the payload (functions/ops/pending-changes.ts) in the
// same batch as the status and the audit row. SUPER_ADMIN only.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, json, notFound } from "../../api/http";
import { auctions, locations, members, organizations, pendingChanges } from "../../db/schema";
import { refreshOrganizationAlerts } from "../../alerts/alert-store";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import { applyStatements, parsePayload } from "../pending-changes";
import { listPendingChanges } from "../read/lists";
import { opsRoute } from "./ops-route";
import { decisionAudit, decisionRoutes, type Decision } from "./decision-routes";
import { invalidateOrganization } from "../../api/member-cache";
import { OpsPendingChangeSchema } from "../../contract/answers/ops";

/**
 * A rejected new location never becomes ACTIVE: members based there go back to the main location
 * and the location goes, unless an auction already names it (then it stays PENDING, shown as
 * such, and the owner can remove it once the auction is gone). Decision 0064.
 */
async function rejectedNewLocation(c: ApiContext, organizationId: number, data: ReturnType<typeof parsePayload>) {
  const locationId = data && "locationId" in data ? data.locationId : null;
  if (!locationId) return [];
  const target = await c.db
    .select({ status: locations.status })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.organizationId, organizationId), eq(locations.isMain, false)))
    .get();
  if (target?.status !== "PENDING") return [];
  const main = c.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.organizationId, organizationId), eq(locations.isMain, true)));
  const used = await c.db.select({ id: auctions.id }).from(auctions).where(eq(auctions.locationId, locationId)).get();
  return [
    c.db
      .update(members)
      .set({ locationId: sql`(${main})` })
      .where(and(eq(members.locationId, locationId), eq(members.organizationId, organizationId))),
    ...(used ? [] : [c.db.delete(locations).where(and(eq(locations.id, locationId), eq(locations.status, "PENDING")))]),
  ];
}

async function decide(c: ApiContext, decision: Decision): Promise<void> {
  const { id, approve } = decision;
  const change = await c.db.select().from(pendingChanges).where(eq(pendingChanges.id, id)).get();
  if (!change) throw notFound();
  if (change.status !== "PENDING") throw conflict(OPS_MESSAGES.notPending, "NOT_PENDING");
  const data = parsePayload(change.kind, change.payload);
  if (approve && !data) throw conflict(OPS_MESSAGES.payloadInvalid, "PAYLOAD_INVALID");
  const decided = c.db
    .update(pendingChanges)
    .set({ status: approve ? "APPROVED" : "REJECTED", decidedById: c.caller.id, decidedOn: c.clock.iso() })
    .where(and(eq(pendingChanges.id, id), eq(pendingChanges.status, "PENDING")));
  const audit = decisionAudit(c, decision, "PENDING_CHANGE", ["CHANGE_APPROVED", "CHANGE_REJECTED"], {
    organizationId: change.organizationId,
    kind: change.kind,
    payload: data,
  });
  // A rejected landline leaves the number in place; only the "pending" mark goes.
  const apply =
    approve && data
      ? applyStatements(c.db, change.organizationId, change.kind, data)
      : change.kind === "LANDLINE"
        ? [
            c.db
              .update(organizations)
              .set({ landlinePhoneNumberIsPending: false })
              .where(eq(organizations.id, change.organizationId)),
          ]
        : [];
  const withdraw =
    !approve && change.kind === "LOCATION" ? await rejectedNewLocation(c, change.organizationId, data) : [];
  await c.db.batch([decided, ...apply, ...withdraw, audit]);
  invalidateOrganization(change.organizationId);
  // Alerts measure distance from members' locations (decision 0037): re-place them after a move.
  if (change.kind === "LOCATION" && (approve || withdraw.length))
    await refreshOrganizationAlerts(c.env.DB, change.organizationId);
}

export const changeRoutes: Route[] = [
  opsRoute({
    method: "GET",
    path: "/ops/pending-changes",
    summary: "SUPER_ADMIN: location and landline changes waiting for approval, oldest first",
    responses: { 200: z.array(OpsPendingChangeSchema) },
    handler: async (c) => json(await listPendingChanges(c.db)),
  }),
  ...decisionRoutes({
    path: "/ops/pending-changes",
    approval: {
      summary: "SUPER_ADMIN: approve a pending change and apply it",
      errors: ["NOT_PENDING", "PAYLOAD_INVALID"],
      message: OPS_MESSAGES.changeApproved,
    },
    rejection: {
      summary: "SUPER_ADMIN: reject a pending change (a new location goes; nothing else changes)",
      errors: ["NOT_PENDING"],
      message: OPS_MESSAGES.changeRejected,
    },
    decide,
  }),
];
