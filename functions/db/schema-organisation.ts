// Changes to an organisation that wait for approval by ops (spec 000 section 2 'Company Details':
// the landline and the main location are "pending" until approved). One open request per kind
// and organisation; the ops console approves (applies) or rejects it. Decision 0035.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { members, organizations } from "./schema";

export const ORGANIZATION_CHANGE_KINDS = ["LANDLINE", "MAIN_LOCATION"] as const;
export const ORGANIZATION_CHANGE_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;

export const organizationPendingChanges = sqliteTable(
  "organization_pending_changes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    organizationId: integer("organization_id")
      .notNull()
      .references(() => organizations.id),
    kind: text("kind", { enum: ORGANIZATION_CHANGE_KINDS }).notNull(),
    /** JSON: `{ landlinePhoneNumber }` or `{ postalCodeId, address, address2, city, county }`. */
    payload: text("payload").notNull(),
    status: text("status", { enum: ORGANIZATION_CHANGE_STATUSES }).notNull().default("PENDING"),
    requestedBy: integer("requested_by").references(() => members.id),
    createdOn: text("created_on")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    decidedOn: text("decided_on"),
  },
  (t) => [index("org_pending_changes_org_idx").on(t.organizationId, t.status)],
);
