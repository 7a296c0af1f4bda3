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
  /** Called as the choice changes; `select` gives its form (e.g. to send it at once). */
  onValueChange?: (value: string, select: HTMLSelectElement) => void;
  /** Extra class of the wrapper (as Field's). */
  className?: string;
}

export function SelectField({
  label,
  field,
  options,
  placeholder,
  hint,
  children,
  onValueChange,
  className,
  ...rest
}: SelectFieldProps) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      <select
        key={field.key}
        {...rest}
        {...controlProps(field, hint ? hintIdOf(field) : undefined)}
        defaultValue={textValue(field.initialValue) ?? ""}
        onChange={onValueChange ? (e) => onValueChange(e.currentTarget.value, e.currentTarget) : undefined}
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
