// The five registration steps of spec 000 section 2: their titles (the progress sidebar), which
// draft part each fills, and which step owns a field (a late error from POST /registration, e.g.
// a duplicate email, sends the visitor back to that step). The schemas that check them are in
// step-schemas.ts, which the page fetches on the first touch (decision 0237).

export type StepNumber = 1 | 2 | 3 | 4 | 5;
export type DraftPart = "role" | "company" | "address" | "profile" | "card";

export interface StepInfo {
  title: string;
  part: DraftPart;
  fields: string[];
}

export const STEPS: Record<StepNumber, StepInfo> = {
  1: { title: "Dealer Type", part: "role", fields: ["organizationRole", "roles"] },
  2: {
    title: "Company Details",
    part: "company",
    fields: ["officialCompanyName", "tradeName", "vatNumber", "companyRegisterNumber"],
  },
  3: {
    title: "Company Address",
    part: "address",
    fields: ["postalCode", "address", "address2", "city", "county", "phoneNumber", "mobileNumber", "website"],
  },
  4: {
    title: "Personal Details",
    part: "profile",
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
    fields: ["cardholder", "skipCard", "stripeCustomerId", "stripePaymentMethodId"],
  },
};

export const STEP_NUMBERS: StepNumber[] = [1, 2, 3, 4, 5];

/** The first step holding one of these fields, or null. */
export function stepOfFields(fields: string[]): StepNumber | null {
  return STEP_NUMBERS.find((n) => STEPS[n].fields.some((f) => fields.includes(f))) ?? null;
}

export const isStep = (n: unknown): n is StepNumber => typeof n === "number" && n >= 1 && n <= 5 && Number.isInteger(n);
