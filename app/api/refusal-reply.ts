// An action's answer when the API refuses a form's save: its field errors on their fields, else its
// message above the form, so the form shows the spec's words with what was typed kept.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { errorMessage, failureOf } from "./error-messages";

/** The API's field errors in conform's names ("locationsToSave.0.city" -> "locationsToSave[0].city"). */
export function conformFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) out[key.replace(/\.(\d+)(?=\.|$)/g, "[$1]")] = messages;
  return out;
}

/** `hideFields` keeps passwords out of the reply (the form shows them empty again). */
export function refusalReply(
  submission: Pick<Submission<unknown>, "reply">,
  refused: Parameters<typeof failureOf>[0],
  hideFields?: string[],
): SubmissionResult {
  const { fieldErrors } = refused.error;
  return fieldErrors
    ? submission.reply({ fieldErrors: conformFieldErrors(fieldErrors), hideFields })
    : submission.reply({ formErrors: [errorMessage(failureOf(refused))], hideFields });
}
