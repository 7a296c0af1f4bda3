// A step's form read through its zod schema with conform (decision 0090): the same parse on every
// step, so the messages are the schema's (the contract's catalogue) and errors keep conform's
// field paths (records[0].date), which are the fields' names.
import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny, output } from "zod";
import type { FieldErrors } from "~contract/api";

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
