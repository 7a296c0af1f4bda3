// The member's authentication read as one D1 statement (decision 0267): the member cache reads it on
// its own, and a read route puts it in the handler's own D1 batch so a page costs one round trip.
// Columns are named from the Drizzle schema and their values mapped by it, so the row is the same
// `members` record Drizzle would give.
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { members, organizations } from "../db/schema";

export interface MemberRecord {
  member: typeof members.$inferSelect;
  orgStatus: string | null;
  organization: { groupId: number | null; buyerBlocked: boolean; sellerBlocked: boolean } | null;
}

const memberColumns = Object.entries(getTableColumns(members));

// Every column under its own alias: a D1 batch answers rows as objects by column name, where the
// member's and the organisation's `id` and `status` would overwrite each other. Values come back as
// stored; memberRecordOf maps them.
const fields = {
  ...Object.fromEntries(memberColumns.map(([key, column]) => [`m_${key}`, sql`${column}`.as(`m_${key}`)])),
  o_status: sql`${organizations.status}`.as("o_status"),
  o_group: sql`${organizations.groupId}`.as("o_group"),
  o_buyer_blocked: sql`${organizations.buyerBlocked}`.as("o_buyer_blocked"),
  o_seller_blocked: sql`${organizations.sellerBlocked}`.as("o_seller_blocked"),
};

/** The member and its organisation's status, group and blocks, for a Drizzle batch: at most one row. */
export function memberQuery(db: Db, memberId: number) {
  return db
    .select(fields)
    .from(members)
    .leftJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.id, memberId));
}

/** The same statement for a D1 batch of raw statements (or to run alone). */
export function memberStatement(db: Db, memberId: number): D1PreparedStatement {
  const { sql: text, params } = memberQuery(db, memberId).toSQL();
  return db.$client.prepare(text).bind(...params);
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
