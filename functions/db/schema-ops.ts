// Tables of the ops console (issue 12, "Ops console"; the spec has no admin screens): the audit
// log of every SUPER_ADMIN action, and organisation changes that wait for approval.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { requiredRef, createdOn, members, now, organizationRef, serialId } from "./schema-core";

export const PENDING_CHANGE_KINDS = ["LOCATION", "LANDLINE"] as const;
export const PENDING_CHANGE_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;

/**
 * Who did what to which target, and when. `detail` is a small JSON object (before/after values,
 * a reason). Rows are only ever inserted: nothing updates or deletes them.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: serialId(),
    actorId: requiredRef("actor_id", () => members.id),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    detail: text("detail"),
    createdOn: createdOn(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdOn), index("audit_log_target_idx").on(t.targetType, t.targetId)],
);

/**
 * A change an organisation asked for that ops must approve before it applies (spec 000 section 6:
 * "Pending fields (landline, main location) and locations with status PENDING"). The account area
 * writes a row; approval applies `payload` (see functions/ops/pending-changes.ts for its shapes).
 */
export const pendingChanges = sqliteTable(
  "pending_changes",
  {
    id: serialId(),
    organizationId: organizationRef(),
    kind: text("kind", { enum: PENDING_CHANGE_KINDS }).notNull(),
    payload: text("payload").notNull(),
    status: text("status", { enum: PENDING_CHANGE_STATUSES }).notNull().default("PENDING"),
    requestedById: integer("requested_by_id").references(() => members.id),
    decidedById: integer("decided_by_id").references(() => members.id),
    decidedOn: text("decided_on"),
    createdOn: createdOn(),
  },
  (t) => [index("pending_changes_status_idx").on(t.status, t.organizationId)],
);

/**
 * Settings of the platform itself that ops edit and that are not fees: one JSON value per key,
 * validated by the contract schema of its key (e.g. `invoice.supplier`, decision 0113).
 */
export const platformSettings = sqliteTable("platform_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedById: integer("updated_by_id").references(() => members.id),
  updatedOn: text("updated_on").notNull().default(now),
});
