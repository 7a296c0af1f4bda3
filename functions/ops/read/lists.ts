// Read side of the ops console: the lists a SUPER_ADMIN works through. Ops sees every
// organisation, so unlike the dealer-facing read/ queries these take no caller to filter by; the
// routes check the caller is a SUPER_ADMIN before calling them.
import { and, count, desc, eq, inArray, like, or, sql, type Column, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { auditLog, locations, members, organizations, pendingChanges, postalCodes } from "../../db/schema";
import type { OpsAuditEntry, OpsMember, OpsOrganization, OpsPage, OpsPendingChange } from "../../contract/dto/ops";
import type { OpsAction } from "../../contract/messages/ops";
import { addressLine, parsePayload, type LocationChange } from "../pending-changes";

const LIST_LIMIT = 200;
export const AUDIT_PAGE_SIZE = 50;

/** The search box: any of the columns contains the words (LIKE's wildcards typed by the user dropped). */
function matching(q: string | undefined, columns: Column[]): SQL | undefined {
  if (!q) return undefined;
  const p = `%${q.replace(/[%_]/g, "")}%`;
  return or(...columns.map((column) => like(column, p)));
}

export async function listOrganizations(db: Db, status: string, q?: string): Promise<OpsOrganization[]> {
  const where: SQL[] = [];
  if (status === "BLOCKED")
    where.push(
      sql`(${organizations.status} IN ('BLOCKED', 'BLOCKED_DUE_TO_PAYMENT') OR ${organizations.buyerBlocked} = 1 OR ${organizations.sellerBlocked} = 1)`,
    );
  else if (status !== "ALL") where.push(eq(organizations.status, status as "ACTIVE"));
  const search = matching(q, [
    organizations.tradeName,
    organizations.officialCompanyName,
    organizations.vatNumber,
    organizations.email,
  ]);
  if (search) where.push(search);
  const rows = await db
    .select({
      org: organizations,
      ownerId: members.id,
      ownerEmail: members.email,
      ownerFirst: members.firstName,
      ownerLast: members.lastName,
      ownerStatus: members.status,
      memberCount: sql<number>`(SELECT COUNT(*) FROM members m2 WHERE m2.organization_id = ${organizations.id})`,
    })
    .from(organizations)
    .leftJoin(members, and(eq(members.organizationId, organizations.id), eq(members.isOwner, true)))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(organizations.createdOn), desc(organizations.id))
    .limit(LIST_LIMIT);
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.org.id) && seen.add(r.org.id))
    .map(({ org, ...r }) => ({
      id: org.id,
      tradeName: org.tradeName,
      officialCompanyName: org.officialCompanyName,
      vatNumber: org.vatNumber,
      companyRegisterNumber: org.companyRegisterNumber,
      dealerType: org.dealerType,
      isBuyer: org.isBuyer,
      isSeller: org.isSeller,
      isTransactionManagement: org.isTransactionManagement,
      status: org.status,
      buyerBlocked: org.buyerBlocked,
      sellerBlocked: org.sellerBlocked,
      email: org.email,
      landlinePhoneNumber: org.landlinePhoneNumber,
      createdOn: org.createdOn,
      owner: r.ownerId
        ? { id: r.ownerId, email: r.ownerEmail!, name: `${r.ownerFirst} ${r.ownerLast}`, status: r.ownerStatus! }
        : null,
      memberCount: Number(r.memberCount),
    }));
}

export async function listMembers(db: Db, status: string, q?: string): Promise<OpsMember[]> {
  const where: SQL[] = [eq(members.status, status as "PENDING"), eq(members.isAdmin, false)];
  const search = matching(q, [members.email, members.firstName, members.lastName, organizations.tradeName]);
  if (search) where.push(search);
  const rows = await db
    .select({ m: members, tradeName: organizations.tradeName })
    .from(members)
    .leftJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(...where))
    .orderBy(desc(members.createdOn), desc(members.id))
    .limit(LIST_LIMIT);
  return rows.map(({ m, tradeName }) => ({
    id: m.id,
    email: m.email,
    firstName: m.firstName,
    lastName: m.lastName,
    phoneNumber: m.phoneNumber,
    position: m.position,
    status: m.status,
    isOwner: m.isOwner,
    isBuyer: m.isBuyer,
    isSeller: m.isSeller,
    isTransactionAcceptor: m.isTransactionAcceptor,
    organizationId: m.organizationId,
    tradeName,
    createdOn: m.createdOn,
  }));
}

export async function listPendingChanges(db: Db): Promise<OpsPendingChange[]> {
  const rows = await db
    .select({ c: pendingChanges, tradeName: organizations.tradeName, landline: organizations.landlinePhoneNumber })
    .from(pendingChanges)
    .innerJoin(organizations, eq(organizations.id, pendingChanges.organizationId))
    .where(eq(pendingChanges.status, "PENDING"))
    .orderBy(pendingChanges.createdOn, pendingChanges.id)
    .limit(LIST_LIMIT);
  const parsed = rows.map((r) => ({ ...r, data: parsePayload(r.c.kind, r.c.payload) }));
  const locs = parsed.map((r) => (r.c.kind === "LOCATION" ? (r.data as LocationChange | null) : null));
  const postcodeIds = locs.flatMap((l) => (l ? [l.postalCodeId] : []));
  const locationIds = locs.flatMap((l) => (l?.locationId ? [l.locationId] : []));
  const codes = postcodeIds.length
    ? await db
        .select({ id: postalCodes.id, postcode: postalCodes.postcode })
        .from(postalCodes)
        .where(inArray(postalCodes.id, postcodeIds))
    : [];
  const current = locationIds.length
    ? await db
        .select({ id: locations.id, l: locations, postcode: postalCodes.postcode })
        .from(locations)
        .innerJoin(postalCodes, eq(postalCodes.id, locations.postalCodeId))
        .where(inArray(locations.id, locationIds))
    : [];
  const postcodeOf = new Map(codes.map((c) => [c.id, c.postcode]));
  return parsed.map(({ c, tradeName, landline, data }, i) => {
    const loc = locs[i];
    let summary = "Details incomplete: reject this change";
    let now: string | null = null;
    if (c.kind === "LANDLINE" && data && "landlinePhoneNumber" in data) {
      summary = `Landline ${data.landlinePhoneNumber}`;
      now = landline ? `Landline ${landline}` : null;
    } else if (loc) {
      const where = loc.locationId ? "Location" : loc.isMain ? "Main location" : "New location";
      summary = `${where}: ${addressLine(loc, postcodeOf.get(loc.postalCodeId))}`;
      const old = current.find((x) => x.id === loc.locationId);
      now = old ? addressLine(old.l, old.postcode) : null;
    }
    return {
      id: c.id,
      organizationId: c.organizationId,
      tradeName,
      kind: c.kind,
      summary,
      current: now,
      createdOn: c.createdOn,
    };
  });
}

export async function auditPage(db: Db, offset: number): Promise<OpsPage<OpsAuditEntry>> {
  const [rows, total] = await db.batch([
    db
      .select({ a: auditLog, email: members.email })
      .from(auditLog)
      .innerJoin(members, eq(members.id, auditLog.actorId))
      .orderBy(desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset(offset),
    db.select({ n: count() }).from(auditLog),
  ]);
  const totalElements = total[0]?.n ?? 0;
  return {
    content: rows.map(({ a, email }) => ({
      id: a.id,
      action: a.action as OpsAction,
      actor: { id: a.actorId, email },
      targetType: a.targetType,
      targetId: a.targetId,
      detail: a.detail ? (JSON.parse(a.detail) as Record<string, unknown>) : null,
      createdOn: a.createdOn,
    })),
    totalElements,
    last: offset + rows.length >= totalElements,
  };
}
