// Small form pieces of the wizard: a labelled field with its error slot, and a select. No HTML
// constraint attributes: the spec's messages come from the server (DESIGN "Known traps").
import type { ReactNode } from "react";

interface FieldProps {
  label: string;
  name: string;
  value?: string | number | null;
  error?: string[];
  type?: string;
  inputMode?: "numeric" | "text";
  disabled?: boolean;
}

export function Field({ label, name, value, error, type = "text", inputMode, disabled }: FieldProps) {
  const id = `f-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value ?? ""}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      />
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error?.[0] ?? ""}
      </p>
    </div>
  );
}

interface SelectProps {
  label: string;
  name: string;
  value?: string | number | null;
  error?: string[];
  options: { value: string | number; label: string }[];
  children?: ReactNode;
}

export function Select({ label, name, value, error, options, children }: SelectProps) {
  const id = `f-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
      >
        <option value="">Select</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {children}
      <p id={`${id}-error`} className="field__error" aria-live="polite">
        {error?.[0] ?? ""}
      </p>
    </div>
  );
}
