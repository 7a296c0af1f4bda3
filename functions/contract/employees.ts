// Employees and My Profile (spec 000 sections 3 'Employee', 'Profile'; 4 role rule; 5 'Employee',
// 'Profile'): the schemas POST/PUT /account/employee*, PUT /account/profile and their forms share.
import { z } from "zod";
import { POSITIONS } from "./accounts";
import { FIELD_MESSAGES } from "./messages/common";
import { EMPLOYEE_MESSAGES as M } from "./messages/organisation";

// The page size and position labels live in employee-labels (no zod), so the Employees list ships
// no schema code; re-exported here for the API side.
export * from "./employee-labels";
import { EMPLOYEE_PAGE_SIZE } from "./employee-labels";

const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u;
const required = { required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required };
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
/** A form's "true"/"false" radio or a JSON boolean. */
const yesNo = (value: unknown) => (value === "true" ? true : value === "false" ? false : blankToUndefined(value));

const personName = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.string(required).trim().max(50, message).regex(PERSON_NAME, FIELD_MESSAGES.correctCharacters),
  );

const personalFields = {
  firstName: personName(M.firstNameTooLong),
  lastName: personName(M.lastNameTooLong),
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: FIELD_MESSAGES.emailWrongFormat, invalid_type_error: FIELD_MESSAGES.emailWrongFormat })
      .trim()
      .max(50, FIELD_MESSAGES.maxLength(50))
      .email(FIELD_MESSAGES.emailWrongFormat)
      .transform((email) => email.toLowerCase()),
  ),
  phoneNumber: z.preprocess(
    blankToUndefined,
    z.string(required).trim().regex(/^\d+$/, FIELD_MESSAGES.onlyNumbers).max(15, FIELD_MESSAGES.maxLength(15)),
  ),
};

const roleFields = {
  position: z.preprocess(
    blankToUndefined,
    z.enum(POSITIONS, { errorMap: () => ({ message: FIELD_MESSAGES.required }) }),
  ),
  locationId: z.preprocess(blankToUndefined, z.coerce.number(required).int().positive()),
  isBuyer: z.boolean().optional().default(false),
  isSeller: z.boolean().optional().default(false),
  isTransactionAcceptor: z.boolean().optional().default(false),
};

const password = z.string().max(128, FIELD_MESSAGES.maxLength(128)).min(6, FIELD_MESSAGES.minLength(6));
const optionalPasswords = {
  password: z.preprocess(blankToUndefined, password.optional()),
  passwordRepeat: z.preprocess(blankToUndefined, z.string().max(128).optional()),
};

type Roles = { isBuyer: boolean; isSeller: boolean; isTransactionAcceptor: boolean };
type Passwords = { password?: string; passwordRepeat?: string };

/** Spec 000 section 4: a role is required, and transaction management only together with Seller. */
function roleRule(value: Roles, ctx: z.RefinementCtx) {
  if (!value.isBuyer && !value.isSeller) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["roles"], message: FIELD_MESSAGES.required });
  }
  if (value.isTransactionAcceptor && !value.isSeller) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["isTransactionAcceptor"], message: M.transactionNeedsSeller });
  }
}

function passwordsMatch(value: Passwords, ctx: z.RefinementCtx) {
  if (value.password !== undefined && value.passwordRepeat === undefined) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["passwordRepeat"], message: FIELD_MESSAGES.required });
  } else if (value.password !== value.passwordRepeat) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["passwordRepeat"], message: FIELD_MESSAGES.passwordsMustMatch });
  }
}

/** POST /account/employee: everything, a password and the newsletter choice. */
export const EmployeeCreateSchema = z
  .object({
    ...personalFields,
    ...roleFields,
    password: z.preprocess(blankToUndefined, z.string(required).pipe(password)),
    passwordRepeat: z.preprocess(blankToUndefined, z.string(required).max(128)),
    acceptNewsletter: z.preprocess(yesNo, z.boolean(required)),
  })
  .superRefine(roleRule)
  .superRefine(passwordsMatch);
export type EmployeeCreateInput = z.infer<typeof EmployeeCreateSchema>;

const updateFields = { ...roleFields, ...optionalPasswords, version: z.coerce.number(required).int().min(0) };

/** PUT /account/employee/{id}: roles, location, position, optionally a new password. */
export const EmployeeUpdateSchema = z.object(updateFields).superRefine(roleRule).superRefine(passwordsMatch);
export type EmployeeUpdateInput = z.infer<typeof EmployeeUpdateSchema>;

/** PUT /account/employee/rejected/{id}: the update plus the personal fields, for a REJECTED employee. */
export const EmployeeRejectedUpdateSchema = z
  .object({ ...updateFields, ...personalFields })
  .superRefine(roleRule)
  .superRefine(passwordsMatch);
export type EmployeeRejectedUpdateInput = z.infer<typeof EmployeeRejectedUpdateSchema>;

/** POST /account/employee/search: paged (0-based), sorted by last then first name. */
/** The Employees screen's three forms: create, edit, and edit of a REJECTED employee. */
export type EmployeeFormMode = "create" | "edit" | "rejected";
export const employeeSchemaFor = (mode: EmployeeFormMode) =>
  mode === "create" ? EmployeeCreateSchema : mode === "rejected" ? EmployeeRejectedUpdateSchema : EmployeeUpdateSchema;

export const EmployeeSearchSchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(EMPLOYEE_PAGE_SIZE),
});

/** PUT /account/profile (spec 000 section 7); position is shown read-only and not changed here. */
export const ProfileUpdateSchema = z
  .object({
    ...optionalPasswords,
    organizationLocationId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    position: z.preprocess(blankToUndefined, z.enum(POSITIONS).optional()),
    acceptNewsletter: z.boolean().optional().default(false),
    version: z.coerce.number(required).int().min(0),
  })
  .superRefine(passwordsMatch);
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;
