// Writes of the Employees screen (spec 000 sections 2, 4, 5 'Employee', 7): create (PENDING until
// ops approves), update, the rejected-employee update (personal fields too, back to PENDING) and
// removal. The role rule of section 4: an owner grants only roles they hold (decision 0036).
import { conflict, forbidden, invalid, notFound, type FieldErrors } from "../api/http";
import { FIELD_MESSAGES } from "../contract/messages/common";
import { hashPassword } from "../accounts/passwords";
import type { EmployeeCreateInput, EmployeeRejectedUpdateInput, EmployeeUpdateInput } from "../contract/employees";
import { EMPLOYEE_MESSAGES } from "../contract/messages/organisation";
import type { EmployeeDto } from "../contract/dto/account";
import type { OrgCaller } from "./access";
import { readEmployee } from "./read/employees";
import { refreshMemberAlerts } from "../alerts/alert-store";
import { invalidateMember } from "../api/member-cache";

const ROLES = ["isBuyer", "isSeller", "isTransactionAcceptor"] as const;
type Roles = Pick<EmployeeDto, (typeof ROLES)[number]>;

async function checkChoices(d1: D1Database, caller: OrgCaller, input: Roles & { locationId: number }, before?: Roles) {
  const errors: FieldErrors = {};
  for (const role of ROLES) {
    if (input[role] && !before?.[role] && !caller[role]) errors[role] = [EMPLOYEE_MESSAGES.roleNotHeld];
  }
  const location = await d1
    .prepare("SELECT id FROM locations WHERE id = ? AND organization_id = ?")
    .bind(input.locationId, caller.organizationId)
    .first<number>("id");
  if (!location) errors.locationId = [FIELD_MESSAGES.required];
  if (Object.keys(errors).length) throw invalid(errors);
}

async function checkEmailFree(d1: D1Database, email: string, exceptId = 0) {
  const taken = await d1
    .prepare("SELECT id FROM members WHERE email = ? AND id <> ?")
    .bind(email, exceptId)
    .first<number>("id");
  if (taken) throw invalid({ email: [EMPLOYEE_MESSAGES.emailTaken] });
}

export async function createEmployee(
  d1: D1Database,
  caller: OrgCaller,
  input: EmployeeCreateInput,
): Promise<EmployeeDto> {
  await checkChoices(d1, caller, input);
  await checkEmailFree(d1, input.email);
  const hash = await hashPassword(input.password);
  const row = await d1
    .prepare(
      `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, phone_number, position, location_id,
         is_buyer, is_seller, is_transaction_acceptor, accept_newsletter, status)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING') RETURNING id`,
    )
    .bind(
      caller.organizationId,
      input.email,
      hash,
      input.firstName,
      input.lastName,
      input.phoneNumber,
      input.position,
      input.locationId,
      Number(input.isBuyer),
      Number(input.isSeller),
      Number(input.isTransactionAcceptor),
      Number(input.acceptNewsletter),
    )
    .first<number>("id");
  return (await readEmployee(d1, caller, row!))!;
}

/** The employee a write may touch: in the caller's organisation, not an owner, not the caller. */
async function editable(d1: D1Database, caller: OrgCaller, id: number): Promise<EmployeeDto> {
  const employee = await readEmployee(d1, caller, id);
  if (!employee) throw notFound();
  if (employee.isOwner || employee.id === caller.id) throw forbidden();
  return employee;
}

export async function updateEmployee(
  d1: D1Database,
  caller: OrgCaller,
  id: number,
  input: EmployeeUpdateInput | EmployeeRejectedUpdateInput,
  rejected: boolean,
): Promise<EmployeeDto> {
  const before = await editable(d1, caller, id);
  if (before.version !== input.version) throw conflict(EMPLOYEE_MESSAGES.stale, "STALE_VERSION");
  if (rejected && before.status !== "REJECTED") throw conflict(EMPLOYEE_MESSAGES.notRejected, "EMPLOYEE_NOT_REJECTED");
  await checkChoices(d1, caller, input, before);
  const personal = rejected ? (input as EmployeeRejectedUpdateInput) : null;
  if (personal) await checkEmailFree(d1, personal.email, id);
  const rolesChanged = ROLES.some((role) => before[role] !== input[role]);
  const hash = input.password ? await hashPassword(input.password) : null;
  const result = await d1
    .prepare(
      `UPDATE members SET location_id = ?, position = ?, is_buyer = ?, is_seller = ?, is_transaction_acceptor = ?,
         password_hash = coalesce(?, password_hash), roles_version = roles_version + ?, version = version + 1,
         first_name = coalesce(?, first_name), last_name = coalesce(?, last_name), phone_number = coalesce(?, phone_number),
         email = coalesce(?, email), status = CASE WHEN ? THEN 'PENDING' ELSE status END
       WHERE id = ? AND organization_id = ? AND version = ?`,
    )
    .bind(
      input.locationId,
      input.position,
      Number(input.isBuyer),
      Number(input.isSeller),
      Number(input.isTransactionAcceptor),
      hash,
      rolesChanged ? 1 : 0,
      personal?.firstName ?? null,
      personal?.lastName ?? null,
      personal?.phoneNumber ?? null,
      personal?.email ?? null,
      personal ? 1 : 0,
      id,
      caller.organizationId,
      input.version,
    )
    .run();
  if ((result.meta.changes ?? 0) === 0) throw conflict(EMPLOYEE_MESSAGES.stale, "STALE_VERSION");
  invalidateMember(id);
  // Alerts measure distance from the member's location (decision 0037).
  if (before.location?.id !== input.locationId) await refreshMemberAlerts(d1, id);
  return (await readEmployee(d1, caller, id))!;
}

export async function removeEmployee(d1: D1Database, caller: OrgCaller, id: number): Promise<void> {
  await editable(d1, caller, id);
  const history = await d1
    .prepare(
      `SELECT (SELECT count(*) FROM vehicles WHERE seller_id = ?1) + (SELECT count(*) FROM auctions WHERE seller_id = ?1)
         + (SELECT count(*) FROM bids WHERE bidder_id = ?1) + (SELECT count(*) FROM vehicle_media WHERE uploaded_by = ?1) AS n`,
    )
    .bind(id)
    .first<number>("n");
  if (history) throw conflict(EMPLOYEE_MESSAGES.hasHistory, "EMPLOYEE_HAS_HISTORY");
  await d1.batch([
    d1.prepare("DELETE FROM refresh_tokens WHERE member_id = ?").bind(id),
    d1.prepare("DELETE FROM password_reset_tokens WHERE member_id = ?").bind(id),
    d1.prepare("DELETE FROM impersonation_tokens WHERE member_id = ?").bind(id),
    d1.prepare("DELETE FROM watchlist WHERE member_id = ?").bind(id),
    d1.prepare("UPDATE pending_changes SET requested_by_id = NULL WHERE requested_by_id = ?").bind(id),
    // Their own alerts, notices and settings go with them (each refers to the member).
    d1.prepare("DELETE FROM search_alerts WHERE member_id = ?").bind(id),
    // Their devices and the pushes queued for them first: those rows refer to the notices and the member.
    d1
      .prepare(
        "DELETE FROM push_outbox WHERE subscription_id IN (SELECT id FROM push_subscriptions WHERE member_id = ?)",
      )
      .bind(id),
    d1.prepare("DELETE FROM push_subscriptions WHERE member_id = ?").bind(id),
    d1.prepare("DELETE FROM member_notices WHERE member_id = ?").bind(id),
    d1.prepare("DELETE FROM member_notification_settings WHERE member_id = ?").bind(id),
    d1.prepare("DELETE FROM members WHERE id = ? AND organization_id = ?").bind(id, caller.organizationId),
  ]);
  invalidateMember(id);
}
