// Employee and profile calls of spec 000 section 7: POST /account/employee/search, GET, PUT and
// DELETE /account/employee/{id}, POST /account/employee, PUT /account/employee/rejected/{id} (owner
// only), and GET and PUT /account/profile (every member, for themselves).
import { z, type ZodType, type ZodTypeDef } from "zod";
import type { Route } from "../../api/types";
import { json, notFound, parseBody } from "../../api/http";
import {
  EmployeeCreateSchema,
  EmployeeRejectedUpdateSchema,
  EmployeeSearchSchema,
  EmployeeUpdateSchema,
  ProfileUpdateSchema,
  type EmployeeRejectedUpdateInput,
  type EmployeeUpdateInput,
} from "../../contract/employees";
import { ownRecord, pathId, requireOrgMember, requireOrgOwner } from "../access";
import { readEmployee, readProfile, searchEmployees } from "../read/employees";
import { createEmployee, removeEmployee, updateEmployee } from "../employee-writes";
import { updateProfile } from "../profile-writes";
import { MEMBER_STATUSES, POSITIONS } from "../../contract/accounts";
import { IdParams } from "../../contract/ops";

const tags = ["account"];
const employee = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string(),
  position: z.enum(POSITIONS).nullable(),
  location: z.object({ id: z.number().int(), postalCode: z.object({ postcode: z.string() }) }).nullable(),
  isOwner: z.boolean(),
  isBuyer: z.boolean(),
  isSeller: z.boolean(),
  isTransactionAcceptor: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  acceptNewsletter: z.boolean(),
  version: z.number().int(),
});
const profile = employee
  .omit({ id: true, location: true, status: true })
  .extend({ organizationLocationDto: employee.shape.location });

const idOf = (params: Record<string, string>) => pathId(params.id) ?? -1;

/** The owner's update of an employee: a REJECTED one's personal fields too, or the working fields. */
function updateHandler<T extends EmployeeUpdateInput | EmployeeRejectedUpdateInput>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  rejected: boolean,
): Route["handler"] {
  return async ({ env, caller, request, params }) => {
    const owner = requireOrgOwner(caller);
    const input = await parseBody(request, schema);
    return json(await updateEmployee(env.DB, owner, idOf(params), input, rejected));
  };
}

export const employeeRoutes: Route[] = [
  {
    method: "POST",
    path: "/account/employee/search",
    access: "member",
    memberInBatch: true,
    summary: "The organisation's employees, paged (0-based), by last then first name",
    tags,
    request: { body: EmployeeSearchSchema },
    responses: { 200: z.object({ content: z.array(employee), totalElements: z.number().int(), last: z.boolean() }) },
    handler: async ({ env, caller, request, memberRead }) => {
      const { page, size } = await parseBody(request, EmployeeSearchSchema);
      // The token's organisation's rows; the owner check once the member's row confirms the caller.
      const found = await searchEmployees(env.DB, requireOrgMember(caller), page, size, memberRead);
      requireOrgOwner(caller);
      return json(found);
    },
  },
  {
    method: "PUT",
    path: "/account/employee/rejected/{id}",
    access: "member",
    summary: "Update a REJECTED employee, personal fields included; the employee goes back to PENDING",
    tags,
    errors: ["EMPLOYEE_NOT_REJECTED", "STALE_VERSION"],
    request: { params: IdParams, body: EmployeeRejectedUpdateSchema },
    responses: { 200: employee },
    handler: updateHandler(EmployeeRejectedUpdateSchema, true),
  },
  {
    method: "GET",
    path: "/account/employee/{id}",
    access: "member",
    summary: "One employee of the caller's organisation",
    tags,
    request: { params: IdParams },
    responses: { 200: z.object({ employee }) },
    handler: async ({ env, caller, params }) => {
      const found = await readEmployee(env.DB, requireOrgOwner(caller), idOf(params));
      if (!found) throw notFound();
      return json({ employee: found });
    },
  },
  {
    method: "PUT",
    path: "/account/employee/{id}",
    access: "member",
    summary: "Update an employee's location, position, roles and optionally password; 409 on a stale version",
    tags,
    errors: ["STALE_VERSION"],
    request: { params: IdParams, body: EmployeeUpdateSchema },
    responses: { 200: employee },
    handler: updateHandler(EmployeeUpdateSchema, false),
  },
  {
    method: "DELETE",
    path: "/account/employee/{id}",
    access: "member",
    summary: "Remove an employee who has no auctions or bids",
    tags,
    errors: ["EMPLOYEE_HAS_HISTORY"],
    request: { params: IdParams },
    responses: { 200: z.object({ id: z.number().int() }) },
    handler: async ({ env, caller, params }) => {
      const id = idOf(params);
      await removeEmployee(env.DB, requireOrgOwner(caller), id);
      return json({ id });
    },
  },
  {
    method: "POST",
    path: "/account/employee",
    access: "member",
    summary: "Create an employee; PENDING until approved",
    tags,
    request: { body: EmployeeCreateSchema },
    responses: { 200: employee },
    handler: async ({ env, caller, request }) => {
      const owner = requireOrgOwner(caller);
      const input = await parseBody(request, EmployeeCreateSchema);
      return json(await createEmployee(env.DB, owner, input));
    },
  },
  {
    method: "GET",
    path: "/account/profile",
    access: "member",
    memberInBatch: true,
    summary: "The caller's own profile",
    tags,
    statuses: [404],
    responses: { 200: profile },
    handler: ownRecord(readProfile),
  },
  {
    method: "PUT",
    path: "/account/profile",
    access: "member",
    summary: "Change the caller's location (not an owner's), password and newsletter choice; 409 on a stale version",
    tags,
    errors: ["STALE_VERSION"],
    request: { body: ProfileUpdateSchema },
    responses: { 200: profile },
    handler: async ({ env, caller, request }) => {
      const member = requireOrgMember(caller);
      const input = await parseBody(request, ProfileUpdateSchema);
      await updateProfile(env.DB, member, input);
      return json(await readProfile(env.DB, member));
    },
  },
];
