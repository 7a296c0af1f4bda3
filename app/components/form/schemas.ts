// Every schema a page checks in the browser, in one module that the pages fetch on the first touch
// of a form (lazy-schema-form.ts, decision 0237) and the actions import through parse.server.ts.
// One module, not one per page: each lazily fetched module splits the shared chunks the pages load
// first into smaller files, and a dealer who has fetched it once has every form's check cached.
// The schemas themselves live in the contract (or beside their form); this only lists them.
export { parseWithZod } from "@conform-to/zod";
export { ForgotPasswordSchema, LoginSchema, NewPasswordFormSchema } from "~contract/auth-schemas";
export { employeeSchemaFor, ProfileUpdateSchema } from "~contract/employees";
export { ContentPageBody } from "~contract/ops";
export { OrganizationSaveSchema } from "~contract/organisation";
export { STEP_SCHEMAS, UNCHECKED } from "~/register/step-schemas";
export { bidFormSchema } from "~/auction/bid-schema";
export { launchFormPoundsSchema } from "~/selling/launch-form-schema";
