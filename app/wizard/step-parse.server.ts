// A step's form read through its zod schema with conform (decision 0090): the same parse on every
// step, so the messages are the schema's (the contract's catalogue) and errors keep conform's
// field paths (records[0].date), which are the fields' names. It runs in the action only, and the
// steps reach the contract's schemas through this module: a `.server` module is left out of the
// browser's build, so the wizard's pages ship no zod (their views never validate, decision 0231).
import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny, output } from "zod";
import type { FieldErrors } from "~contract/api";

export {
  addCustomFeature,
  basicDataSchema,
  DESCRIPTION_MAX,
  descriptionSchema,
  registrationSchema,
  tyreSchema,
} from "~contract/wizard/step-schemas";
export { sectionErrors } from "~contract/wizard/draft-errors";

export function parseStep<S extends ZodTypeAny>(
  form: FormData,
  schema: S,
): { value: output<S> | null; errors: FieldErrors } {
  const submission = parseWithZod(form, { schema });
  if (submission.status === "success") return { value: submission.value, errors: {} };
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {}))
    if (messages?.length) errors[name || "form"] = messages;
  return { value: null, errors };
}
