// Server-side checks of each registration form (spec 000 sections 2 and 5): the zod schema of the
// contract, then what only the database knows (postcode, duplicate email or VAT number). Field
// errors are keyed by the form's own field names, so a step shows them under its fields.
import { eq, sql } from "drizzle-orm";
import type { ZodTypeAny, z } from "zod";
import { invalid, toFieldErrors, type FieldErrors } from "../api/http";
import type { Db } from "../db/client";
import { members, organizations } from "../db/schema";
import { resolvePostcode, type ResolvedPostcode } from "../postcodes/resolve";
import {
  CompanyAddressSchema,
  CompanyDetailsSchema,
  CreditCardFormSchema,
  MainProfileFormSchema,
  OrganizationFormSchema,
  OrganizationRoleFormSchema,
  passwordRepeatError,
} from "../contract/registration";
import { REGISTRATION_MESSAGES as M } from "../contract/messages/registration";

type Checked<S extends ZodTypeAny> = { value: z.infer<S>; errors: null } | { value: null; errors: FieldErrors };

export function check<S extends ZodTypeAny>(schema: S, input: unknown): Checked<S> {
  const result = schema.safeParse(input ?? {});
  return result.success
    ? { value: result.data, errors: null }
    : { value: null, errors: toFieldErrors(result.error.issues) };
}

/** Throws 412 'Invalid values' with every field error gathered so far, when there is any. */
export function throwIfAny(...errors: (FieldErrors | null)[]): void {
  const all: FieldErrors = Object.assign({}, ...errors.filter(Boolean));
  if (Object.keys(all).length > 0) throw invalid(all, M.invalidValues);
}

export const checkRole = (input: unknown) => check(OrganizationRoleFormSchema, input);
export const checkCompany = (input: unknown) => check(CompanyDetailsSchema, input);
export const checkAddress = (input: unknown) => check(CompanyAddressSchema, input);
export const checkOrganization = (input: unknown) => check(OrganizationFormSchema, input);
export function checkProfile(input: unknown): Checked<typeof MainProfileFormSchema> {
  const result = check(MainProfileFormSchema, input);
  const repeat = passwordRepeatError(input);
  // zod skips the object's refinement while a field fails; the repeat check must still show.
  if (result.errors && repeat && !result.errors.passwordRepeat) result.errors.passwordRepeat = [repeat];
  return result;
}
export const checkCard = (input: unknown) => check(CreditCardFormSchema, input);

// Case-insensitive, spaces ignored: "gb 123 4567 89" and "GB123456789" are the same VAT number.
const normalVat = (vat: string) => vat.replace(/\s+/g, "").toUpperCase();

export async function vatErrors(db: Db, vatNumber: string): Promise<FieldErrors | null> {
  const taken = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`upper(replace(${organizations.vatNumber}, ' ', '')) = ${normalVat(vatNumber)}`)
    .get();
  return taken ? { vatNumber: [M.duplicateVat] } : null;
}

export async function emailErrors(db: Db, email: string): Promise<FieldErrors | null> {
  const taken = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, email.trim().toLowerCase()))
    .get();
  return taken ? { email: [M.duplicateEmail] } : null;
}

export async function postcodeErrors(
  db: Db,
  postalCode: string,
): Promise<{ errors: FieldErrors | null; postcode: ResolvedPostcode | null }> {
  const postcode = await resolvePostcode(db, postalCode);
  return postcode ? { errors: null, postcode } : { errors: { postalCode: [M.postalCodeNotFound] }, postcode: null };
}
