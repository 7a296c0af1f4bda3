// Organisation-scoped reads of the Employees screen and My Profile (spec 000 section 3 'Employee',
// 'Profile'): every query is filtered by the caller's organisation, so another organisation's
// member reads as "not found".
import type { OrgCaller } from "../access";
import { batchWithMember, readWithMember, type MemberRead } from "../../api/auth-in-batch";
import type { EmployeeDto, Paged, ProfileDto } from "../../contract/dto/account";

interface MemberRow {
  id: number;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  email: string;
  position: EmployeeDto["position"];
  location_id: number | null;
  postcode: string | null;
  is_owner: number;
  is_buyer: number;
  is_seller: number;
  is_transaction_acceptor: number;
  status: EmployeeDto["status"];
  accept_newsletter: number;
  version: number;
}

const SELECT = `SELECT m.id, m.first_name, m.last_name, m.phone_number, m.email, m.position, m.location_id, p.postcode,
    m.is_owner, m.is_buyer, m.is_seller, m.is_transaction_acceptor, m.status, m.accept_newsletter, m.version
  FROM members m LEFT JOIN locations l ON l.id = m.location_id LEFT JOIN postal_codes p ON p.id = l.postal_code_id`;

export const toEmployee = (r: MemberRow): EmployeeDto => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  phoneNumber: r.phone_number,
  email: r.email,
  position: r.position,
  location: r.location_id ? { id: r.location_id, postalCode: { postcode: r.postcode ?? "" } } : null,
  isOwner: Boolean(r.is_owner),
  isBuyer: Boolean(r.is_buyer),
  isSeller: Boolean(r.is_seller),
  isTransactionAcceptor: Boolean(r.is_transaction_acceptor),
  status: r.status,
  acceptNewsletter: Boolean(r.accept_newsletter),
  version: r.version,
});

/**
 * POST /account/employee/search: the organisation's other members, last then first name; the page
 * and its count in one batch, with the member's row when the route reads it there.
 */
export async function searchEmployees(
  d1: D1Database,
  caller: OrgCaller,
  page: number,
  size: number,
  member?: MemberRead | null,
): Promise<Paged<EmployeeDto>> {
  const where = "WHERE m.organization_id = ?1 AND m.id <> ?2";
  const [rows, total] = await batchWithMember(
    d1,
    [
      d1
        .prepare(
          `${SELECT} ${where} ORDER BY m.last_name COLLATE NOCASE ASC, m.first_name COLLATE NOCASE ASC, m.id LIMIT ?3 OFFSET ?4`,
        )
        .bind(caller.organizationId, caller.id, size, page * size),
      d1.prepare(`SELECT count(*) AS n FROM members m ${where}`).bind(caller.organizationId, caller.id),
    ],
    member,
  );
  const totalElements = (total!.results[0] as { n: number } | undefined)?.n ?? 0;
  return {
    content: (rows!.results as MemberRow[]).map(toEmployee),
    totalElements,
    last: (page + 1) * size >= totalElements,
  };
}

/** One member of the caller's organisation, or null (another organisation's reads as absent). */
export async function readEmployee(
  d1: D1Database,
  caller: OrgCaller,
  id: number,
  member?: MemberRead | null,
): Promise<EmployeeDto | null> {
  const statement = d1.prepare(`${SELECT} WHERE m.id = ? AND m.organization_id = ?`).bind(id, caller.organizationId);
  const row = (await readWithMember(d1, statement, member)).results[0] as MemberRow | undefined;
  return row ? toEmployee(row) : null;
}

/** GET /account/profile: the caller's own record. */
export async function readProfile(
  d1: D1Database,
  caller: OrgCaller,
  member?: MemberRead | null,
): Promise<ProfileDto | null> {
  const e = await readEmployee(d1, caller, caller.id, member);
  if (!e) return null;
  return {
    firstName: e.firstName,
    lastName: e.lastName,
    phoneNumber: e.phoneNumber,
    email: e.email,
    position: e.position,
    organizationLocationDto: e.location,
    isOwner: e.isOwner,
    isSeller: e.isSeller,
    isBuyer: e.isBuyer,
    isTransactionAcceptor: e.isTransactionAcceptor,
    acceptNewsletter: e.acceptNewsletter,
    version: e.version,
  };
}
