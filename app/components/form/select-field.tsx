// A labelled select with its error slot. Options as a list (value, label) or as children when a
// form groups or builds them itself; `placeholder` adds the empty first choice.
import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlProps, textValue, type FieldState } from "./field-state";
import { ErrorSlot } from "./error-list";
import { FieldHint, hintIdOf } from "./field";

export interface SelectOption {
  value: string | number;
  label: string;
}

type Passed = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "id" | "name" | "defaultValue" | "value" | "required" | "onChange"
>;

export interface SelectFieldProps extends Passed {
  label: ReactNode;
  field: FieldState;
  options?: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  children?: ReactNode;
  onValueChange?: (value: string) => void;
}

export function SelectField({
  label,
  field,
  options,
  placeholder,
  hint,
  children,
  onValueChange,
  ...rest
}: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      <select
        key={field.key}
        {...rest}
        {...controlProps(field, hint ? hintIdOf(field) : undefined)}
        defaultValue={textValue(field.initialValue) ?? ""}
        onChange={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ErrorSlot field={field} />
    </div>
  );
}
