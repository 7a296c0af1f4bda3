// The sign-in pages' forms (log in, forgot password, new password): conform with the contract's
// schema in the browser, each field's message shown once it is left, then updated as it is typed.
// The action parses the same schema, so the messages are the same with JavaScript off. Not in the
// kit's index: the kit itself ships none of conform's code (decision 0011).
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { z, ZodTypeAny } from "zod";

export function useSchemaForm<Schema extends ZodTypeAny>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
