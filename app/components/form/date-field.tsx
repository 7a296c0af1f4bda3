// A date as the site shows dates: DD/MM/YYYY (en-GB), typed as text with a numeric keyboard. A
// saved day (YYYY-MM-DD, the wire format) is shown the UK way; what the dealer typed comes back as
// typed. The contract's ukDay schema reads it (functions/contract/uk-date.ts).
import type { ReactNode } from "react";
import { isoDayToUk, UK_DATE_PLACEHOLDER } from "~contract/uk-day";
import { textValue, type FieldState } from "./field-state";
import { Field } from "./field";

interface DateFieldProps {
  label: ReactNode;
  field: FieldState;
  hint?: ReactNode;
  disabled?: boolean;
}

export function DateField({ label, field, hint, disabled }: DateFieldProps) {
  const value = textValue(field.initialValue);
  // A value with an error is shown exactly as typed, so the dealer sees what the message is about.
  const shown = value === undefined || field.errors?.length ? value : isoDayToUk(value);
  return (
    <Field
      label={label}
      field={field}
      hint={hint}
      disabled={disabled}
      shownValue={shown}
      placeholder={UK_DATE_PLACEHOLDER}
      inputMode="numeric"
      autoComplete="off"
    />
  );
}
