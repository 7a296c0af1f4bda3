// An amount of money typed in pounds ("1,250" or "35.50") under a £ sign. The contract keeps
// money in integer pence: the schema turns the typed pounds into pence (poundsInPence in
// functions/contract/money.ts) and a saved amount comes back as pounds text (penceToPoundsText).
import type { ReactNode } from "react";
import type { FieldState } from "./field-state";
import { Field } from "./field";

interface MoneyFieldProps {
  label: ReactNode;
  field: FieldState;
  hint?: ReactNode;
  disabled?: boolean;
  /** The label read out but not shown (a table cell whose column says what it is). */
  hiddenLabel?: boolean;
}

export function MoneyField({ label, field, hint, disabled, hiddenLabel }: MoneyFieldProps) {
  return (
    <Field
      label={hiddenLabel ? <span className="visually-hidden">{label}</span> : label}
      field={field}
      hint={hint}
      disabled={disabled}
      prefix="£"
      inputMode="decimal"
      autoComplete="off"
    />
  );
}
