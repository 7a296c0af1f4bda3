// The sign-in pages' forms (log in, forgot password, new password): each field's message shown once
// it is left, then updated as it is typed, from the contract's schema fetched on the first touch
// (decision 0237). The action parses the same schema, so the messages are the same with JavaScript
// off. Not in the kit's index: the kit itself ships none of conform's code (decision 0011).
import type { SubmissionResult } from "@conform-to/react";
import type { ZodTypeAny } from "zod";
import { useLazySchemaForm, type PickSchema } from "./lazy-schema-form";

export function useSchemaForm<Schema extends ZodTypeAny>(
  pick: PickSchema<Schema>,
  lastResult: SubmissionResult<string[]> | null | undefined,
) {
  return useLazySchemaForm(pick, { lastResult, shouldValidate: "onBlur", shouldRevalidate: "onInput" });
}
