// Dealer registration (spec 000 sections 2 Registration, 3, 5): the four forms the web app submits
// step by step and the API checks (/registration/validate-*, POST /registration). Pure zod, shared
// by the API handlers and the Remix steps so both give the same messages.
import { z } from "zod";
import { DEALER_TYPES, ORGANIZATION_ROLES, POSITIONS } from "./accounts";
import { REGISTRATION_MESSAGES as M } from "./messages/registration";

const required = { required_error: M.required, invalid_type_error: M.required };
/** Text a form may send empty: "" and absent both mean "not given". */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string().trim().max(max, M.maxLength(max)).optional(),
  );
const requiredText = (max: number) => z.string(required).trim().min(1, M.required).max(max, M.maxLength(max));
const checkbox = (v: unknown) => v === true || v === "on" || v === "true";
// Letters of any alphabet, spaces and the punctuation of real names (O'Brien, Smith-Jones, St. John).
const NAME = /^[\p{L}][\p{L} .'-]*$/u;
const DIGITS = /^[0-9]+$/;
const WEBSITE = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:[0-9]{1,5})?(\/\S*)?$/i;

export const OrganizationRoleFormSchema = z
  .object({
    organizationRole: z.enum(DEALER_TYPES, { errorMap: () => ({ message: M.roleRequired }) }),
    roles: z.preprocess(
      (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.enum(ORGANIZATION_ROLES, { errorMap: () => ({ message: M.roleRequired }) })).min(1, M.roleRequired),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.roles.includes("TRANSACTION_MANAGEMENT") && !v.roles.includes("SELLER")) {
      ctx.addIssue({ code: "custom", path: ["roles"], message: M.transactionNeedsSeller });
    }
  });
export type OrganizationRoleForm = z.infer<typeof OrganizationRoleFormSchema>;

export const CompanyDetailsSchema = z.object({
  officialCompanyName: requiredText(50),
  tradeName: requiredText(50),
  // Spaces are how people write VAT numbers ("GB 123 4567 89"), not part of them.
  vatNumber: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() : v),
    z
      .string(required)
      .min(1, M.required)
      .pipe(z.string().min(9, M.minLength(9)).max(12, M.maxLength(12))),
  ),
  companyRegisterNumber: optionalText(50),
});

const phone = (isRequired: boolean) => {
  const base = z.string(required).trim().max(15, M.maxLength(15)).regex(DIGITS, M.onlyNumbers);
  return isRequired
    ? z.string(required).trim().min(1, M.required).pipe(base)
    : z.preprocess((v) => (v === "" || v === null ? undefined : v), base.optional());
};

export const CompanyAddressSchema = z.object({
  postalCode: z
    .string(required)
    .trim()
    .min(1, M.required)
    .pipe(z.string().min(6, M.minLength(6)).max(8, M.maxLength(8))),
  address: requiredText(100),
  address2: optionalText(100),
  city: requiredText(100),
  county: requiredText(100),
  phoneNumber: phone(true),
  mobileNumber: phone(false),
  website: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string().trim().max(200, M.maxLength(200)).regex(WEBSITE, M.websiteWrongFormat).optional(),
  ),
});

export const OrganizationFormSchema = CompanyDetailsSchema.merge(CompanyAddressSchema);
export type OrganizationForm = z.infer<typeof OrganizationFormSchema>;

/** Step 2 sends the company part only, step 3 and the final call the whole organisation form. */
export const ORGANIZATION_PARTS = ["company", "address", "all"] as const;
export const ValidateOrganizationSchema = z.object({
  part: z.enum(ORGANIZATION_PARTS).default("all"),
  organizationRoleForm: z.unknown(),
  organizationForm: z.record(z.unknown(), required),
});

export const MainProfileFieldsSchema = z.object({
  firstName: requiredText(50).pipe(z.string().regex(NAME, M.correctCharacters)),
  lastName: requiredText(50).pipe(z.string().regex(NAME, M.correctCharacters)),
  position: z.enum(POSITIONS, { errorMap: () => ({ message: M.required }) }),
  email: z
    .string(required)
    .trim()
    .min(1, M.required)
    .pipe(z.string().max(50, M.maxLength(50)).email(M.emailWrongFormat)),
  password: z.string(required).min(1, M.required).pipe(z.string().min(6, M.passwordTooShort)),
  passwordRepeat: z.string(required).min(1, M.required),
  acceptTos: z.preprocess(checkbox, z.literal(true, { errorMap: () => ({ message: M.required }) })),
  acceptNewsletter: z.preprocess((v) => (v === undefined ? false : checkbox(v)), z.boolean()),
});

/** The repeat check on its own, so it is reported even while other fields are wrong. */
export function passwordRepeatError(input: unknown): string | null {
  const v = (input ?? {}) as { password?: unknown; passwordRepeat?: unknown };
  return typeof v.passwordRepeat === "string" && v.passwordRepeat !== "" && v.password !== v.passwordRepeat
    ? M.passwordMustMatch
    : null;
}

export const MainProfileFormSchema = MainProfileFieldsSchema.superRefine((v, ctx) => {
  const error = passwordRepeatError(v);
  if (error) ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: error });
});
export type MainProfileForm = z.infer<typeof MainProfileFormSchema>;

/** Step 5. The card itself never reaches us: Stripe.js confirms the SetupIntent in the browser. */
export const CreditCardFormSchema = z.object({
  skipCard: z.preprocess(checkbox, z.boolean()),
  cardholder: optionalText(5000).refine((v) => v === undefined || v.length <= 5000, M.cardholderTooLong),
  stripeCustomerId: optionalText(100),
  stripePaymentMethodId: optionalText(100),
});
export type CreditCardForm = z.infer<typeof CreditCardFormSchema>;

export const RegistrationSchema = z.object({
  organizationRoleForm: z.unknown(),
  organizationForm: z.unknown(),
  mainProfileForm: z.unknown(),
  creditCardForm: z.unknown().optional(),
});

/**
 * Step 4 as the web form checks it: every field's message and the repeat check together (zod runs
 * an object's refinement only once all its fields pass, which would hide 'Password must be the same').
 */
export const MainProfileStepSchema = z.unknown().transform((raw, ctx) => {
  const result = MainProfileFieldsSchema.safeParse(raw);
  const repeat = passwordRepeatError(raw);
  if (!result.success)
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  if (repeat) ctx.addIssue({ code: "custom", path: ["passwordRepeat"], message: repeat });
  return result.success && !repeat ? result.data : z.NEVER;
});
