import { getInputProps, type FieldMetadata } from "@conform-to/react";

type InputType = "text" | "email" | "password" | "tel" | "url" | "search" | "number";

interface TextFieldProps<Schema> {
  label: string;
  field: FieldMetadata<Schema>;
  type?: InputType;
  autoComplete?: string;
  onValueChange?: (value: string) => void;
}

/**
 * A labelled input with its error slot. No HTML constraint attributes: the spec's messages come
 * from the zod schema, in the browser and on the server alike (DESIGN "Known traps").
 */
export function TextField<Schema>({
  label,
  field,
  type = "text",
  autoComplete,
  onValueChange,
}: TextFieldProps<Schema>) {
  const { key, ...inputProps } = getInputProps(field, { type });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <input
        key={key}
        {...inputProps}
        autoComplete={autoComplete}
        onInput={onValueChange ? (e) => onValueChange(e.currentTarget.value) : undefined}
      />
      <p id={field.errorId} className="field__error" aria-live="polite">
        {field.errors?.[0] ?? ""}
      </p>
    </div>
  );
}
