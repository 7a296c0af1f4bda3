// What every control of the form kit needs to know about its field, whether conform made it
// (useForm's FieldMetadata fits as it is) or a plain server-rendered form did (plainField,
// replyField). Only types come from conform, so a page that validates on the server alone ships
// none of conform's code to the browser (decision 0011).
import type { SubmissionResult } from "@conform-to/react";

export interface FieldState {
  id: string;
  name: string;
  errorId: string;
  /** The value to show: what the dealer typed (after an error) or what is saved. */
  initialValue?: unknown;
  errors?: string[];
  /** conform's remount key: changes when the form is reset to new values. */
  key?: string;
  formId?: string;
}

/** A field of a plain form: its value and errors as the loader or action gave them. */
export function plainField(
  name: string,
  value?: unknown,
  errors?: string | string[] | null,
  idPrefix = "f-",
): FieldState {
  const id = `${idPrefix}${name}`;
  const list = errors == null ? undefined : Array.isArray(errors) ? errors : [errors];
  return { id, name, errorId: `${id}-error`, initialValue: value, errors: list?.length ? list : undefined };
}

/** A field read straight from conform's reply (an action's answer), without conform in the browser. */
export function replyField(
  reply: SubmissionResult<string[]> | null | undefined,
  name: string,
  idPrefix = "f-",
): FieldState {
  return plainField(name, reply?.initialValue?.[name], reply?.error?.[name], idPrefix);
}

/** The form-level errors of a reply (conform keeps them under the empty name). */
export const replyFormErrors = (reply: SubmissionResult<string[]> | null | undefined) =>
  reply?.error?.[""] ?? undefined;

/** One value of a field as text (a select or an input shows one). */
export function textValue(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return undefined;
}

/** Every value of a field (checkbox groups post one name many times). */
export function listValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const one = textValue(value);
  return one === undefined || one === "" ? [] : [one];
}

/**
 * The attributes that tie a control to its field: no HTML constraint attributes, so the spec's
 * messages come from the schema with JavaScript on or off (DESIGN "Known traps"). Only an invalid
 * control points at its error; a hint is always described.
 */
export function controlProps(field: FieldState, hintId?: string) {
  const invalid = Boolean(field.errors?.length);
  const describedBy = [hintId, invalid ? field.errorId : null].filter(Boolean).join(" ");
  return {
    id: field.id,
    name: field.name,
    form: field.formId,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}
