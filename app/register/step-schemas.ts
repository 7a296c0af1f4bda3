// The contract's schema for each registration step: the action parses with it, and the page fetches
// this module on the first touch of its form to check in the browser too (decision 0237).
import { z, type ZodTypeAny } from "zod";
import {
  CompanyAddressSchema,
  CompanyDetailsSchema,
  CreditCardFormSchema,
  MainProfileStepSchema,
  OrganizationRoleFormSchema,
} from "~contract/registration";
import type { StepNumber } from "./steps";

export const STEP_SCHEMAS: Record<StepNumber, ZodTypeAny> = {
  1: OrganizationRoleFormSchema,
  2: CompanyDetailsSchema,
  3: CompanyAddressSchema,
  4: MainProfileStepSchema,
  5: CreditCardFormSchema,
};

/** What the Back button and a kept password are checked with in the browser: nothing (the server checks). */
export const UNCHECKED = z.object({}).passthrough();
