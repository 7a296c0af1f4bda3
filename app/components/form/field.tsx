// A labelled text input (or textarea) with its hint and its error slot: the one way a form here
// shows a field. Works with conform's fields and with plain server-rendered ones (field-state.ts).
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { controlProps, textValue, type FieldState } from "./field-state";
import { ErrorSlot } from "./error-list";

type InputType = "text" | "email" | "password" | "tel" | "url" | "search" | "number";
// Constraint attributes are left out on purpose: the schema's messages must win (DESIGN "Known traps").
type Passed = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "defaultValue" | "value" | "required" | "pattern" | "min" | "max" | "minLength" | "maxLength"
>;

export interface FieldProps extends Passed {
  label: ReactNode;
  field: FieldState;
  type?: InputType;
  /** A line under the label that describes the field (e.g. a format or "waits for approval"). */
  hint?: ReactNode;
  /** Shown instead of the field's own value (e.g. a date turned to DD/MM/YYYY). */
  shownValue?: string;
  /** A sign shown before the input, e.g. "£" (not read out: the label says what the amount is). */
  prefix?: string;
  /** Extra class of the wrapper (e.g. "field--pending"). */
  className?: string;
  /** Something after the input inside the field (a datalist, a prefix button). */
  children?: ReactNode;
  onValueChange?: (value: string) => void;
  /**
   * A hard cap on what can be typed, for a field whose length has no spec message of its own (a
   * search box, a bid amount): the browser stops the typing, so no message pre-empts the schema's.
   */
  typingLimit?: number;
}

export function hintIdOf(field: FieldState) {
  return `${field.id}-hint`;
}

export function FieldHint({ field, hint }: { field: FieldState; hint?: ReactNode }) {
  return hint ? (
    <span id={hintIdOf(field)} className="field__hint">
      {hint}
    </span>
  ) : null;
}

export function Field({
  label,
  field,
  type = "text",
  hint,
  shownValue,
  prefix,
  className,
  children,
  onValueChange,
  typingLimit,
  ...rest
}: FieldProps) {
  const input = (
    <input
      key={field.key}
      type={type}
      maxLength={typingLimit}
      {...rest}
      {...controlProps(field, hint ? hintIdOf(field) : undefined)}
      defaultValue={shownValue ?? textValue(field.initialValue)}
      onInput={onValueChange ? (e) => onValueChange(e.currentTarget.value) : rest.onInput}
    />
  );
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      {prefix ? (
        <span className="field__affix">
          <span aria-hidden="true">{prefix}</span>
          {input}
        </span>
      ) : (
        input
      )}
      {children}
      <ErrorSlot field={field} />
    </div>
  );
}

type AreaPassed = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "name" | "defaultValue" | "value" | "required" | "maxLength" | "minLength"
>;

export function TextAreaField({
  label,
  field,
  hint,
  ...rest
}: AreaPassed & { label: ReactNode; field: FieldState; hint?: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <FieldHint field={field} hint={hint} />
      <textarea
        key={field.key}
        rows={4}
        {...rest}
        {...controlProps(field, hint ? hintIdOf(field) : undefined)}
        defaultValue={textValue(field.initialValue)}
      />
      <ErrorSlot field={field} />
    </div>
  );
}
