// What every wizard step body shares (spec 001 sections 2.1 and 5). Values come from what was just
// posted (after an error) or else from the draft; every button is a submit of the page's form.
import type { FieldErrors } from "~contract/api";
import { plainField, type FieldState } from "~/components/form";
export type { StepProps } from "../step-def";

export const pick = (values: Record<string, string> | null, name: string, fallback: unknown) =>
  values ? (values[name] ?? "") : fallback === null || fallback === undefined ? "" : String(fallback);
/**
 * A field of the form kit for a step: what was posted when the post was refused (nothing typed is
 * lost), else the saved value; its errors under `errorKey` (the API's name, when it differs).
 */
export function stepField(
  props: { values: Record<string, string> | null; errors: FieldErrors },
  name: string,
  saved: unknown,
  errorKey = name,
): FieldState {
  const value = props.values ? (props.values[name] ?? "") : saved === null || saved === undefined ? "" : String(saved);
  return plainField(name, value, props.errors[errorKey]);
}

export const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, " ");
export const submit = (intent: string, label: string, className = "button button--secondary button--small") => (
  <button type="submit" name="intent" value={intent} className={className}>
    {label}
  </button>
);
