// The five registration steps of spec 000 section 2: their titles (the progress sidebar), which
// draft part each fills, the contract schema that checks it, and which step owns a field (a late
// error from POST /registration, e.g. a duplicate email, sends the visitor back to that step).
import type { ZodTypeAny } from "zod";
import {
  CompanyAddressSchema,
  CompanyDetailsSchema,
  CreditCardFormSchema,
  MainProfileStepSchema,
  OrganizationRoleFormSchema,
} from "~contract/registration";

export type StepNumber = 1 | 2 | 3 | 4 | 5;
export type DraftPart = "role" | "company" | "address" | "profile" | "card";

export interface StepInfo {
  title: string;
  part: DraftPart;
  schema: ZodTypeAny;
  fields: string[];
}

export const STEPS: Record<StepNumber, StepInfo> = {
  1: { title: "Dealer Type", part: "role", schema: OrganizationRoleFormSchema, fields: ["organizationRole", "roles"] },
  2: {
    title: "Company Details",
    part: "company",
    schema: CompanyDetailsSchema,
    fields: ["officialCompanyName", "tradeName", "vatNumber", "companyRegisterNumber"],
  },
  3: {
    title: "Company Address",
    part: "address",
    schema: CompanyAddressSchema,
    fields: ["postalCode", "address", "address2", "city", "county", "phoneNumber", "mobileNumber", "website"],
  },
  4: {
    title: "Personal Details",
    part: "profile",
    schema: MainProfileStepSchema,
    fields: [
      "firstName",
      "lastName",
      "position",
      "email",
      "password",
      "passwordRepeat",
      "acceptTos",
      "acceptNewsletter",
    ],
  },
  5: {
    title: "Payment Details",
    part: "card",
    schema: CreditCardFormSchema,
    fields: ["cardholder", "skipCard", "stripeCustomerId", "stripePaymentMethodId"],
  },
};

export const STEP_NUMBERS: StepNumber[] = [1, 2, 3, 4, 5];

/** The first step holding one of these fields, or null. */
export function stepOfFields(fields: string[]): StepNumber | null {
  return STEP_NUMBERS.find((n) => STEPS[n].fields.some((f) => fields.includes(f))) ?? null;
}

export const isStep = (n: unknown): n is StepNumber => typeof n === "number" && n >= 1 && n <= 5 && Number.isInteger(n);
