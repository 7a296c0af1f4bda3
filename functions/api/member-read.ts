// The member's authentication read as one D1 statement (decision 0267): the member cache reads it on
// its own, and a read route puts it in the handler's own D1 batch so a page costs one round trip.
// Columns are named from the Drizzle schema and their values mapped by it, so the row is the same
// `members` record Drizzle would give.
import { getTableColumns } from "drizzle-orm";
import { members, organizations } from "../db/schema";

export interface MemberRecord {
  member: typeof members.$inferSelect;
  orgStatus: string | null;
  organization: { groupId: number | null; buyerBlocked: boolean; sellerBlocked: boolean } | null;
}

const memberColumns = Object.entries(getTableColumns(members));

const MEMBER_SQL = `SELECT ${memberColumns.map(([key, column]) => `m."${column.name}" AS "m_${key}"`).join(", ")},
  o."${organizations.status.name}" AS o_status, o."${organizations.groupId.name}" AS o_group,
  o."${organizations.buyerBlocked.name}" AS o_buyer_blocked, o."${organizations.sellerBlocked.name}" AS o_seller_blocked
  FROM members m LEFT JOIN organizations o ON o.id = m.organization_id WHERE m.id = ?`;

/** The member and its organisation's status, group and blocks: at most one row. */
export function memberStatement(d1: D1Database, memberId: number): D1PreparedStatement {
  return d1.prepare(MEMBER_SQL).bind(memberId);
}

/** The record from the statement's row; null when the member does not exist. */
export function memberRecordOf(row: Record<string, unknown> | null | undefined): MemberRecord | null {
  if (!row) return null;
  const member = Object.fromEntries(
    memberColumns.map(([key, column]) => {
      const value = row[`m_${key}`];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as typeof members.$inferSelect; // built key by key from the same table's columns
  const orgStatus = (row.o_status as string | null) ?? null;
  const organization =
    orgStatus === null
      ? null
      : {
          groupId: (row.o_group as number | null) ?? null,
          buyerBlocked: !!row.o_buyer_blocked,
          sellerBlocked: !!row.o_seller_blocked,
        };
  return { member, orgStatus, organization };
}
