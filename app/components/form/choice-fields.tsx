// Checkboxes and radio groups. A lone checkbox posts "on" when ticked (what conform and zod's
// checkbox rules read); a group posts its name once per ticked value. The group is a fieldset
// whose legend is the question, with one error slot for the whole group.
import type { InputHTMLAttributes, ReactNode } from "react";
import { controlProps, listValue, textValue, type FieldState } from "./field-state";
import { ErrorSlot } from "./error-list";

type Passed = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "name" | "type" | "defaultChecked" | "checked" | "required"
>;

export function CheckboxField({
  label,
  field,
  value = "on",
  ...rest
}: Passed & { label: ReactNode; field: FieldState }) {
  return (
    <div className="field">
      <label className="checkbox">
        <input
          key={field.key}
          type="checkbox"
          value={value}
          {...rest}
          {...controlProps(field)}
          defaultChecked={listValue(field.initialValue).includes(String(value))}
        />
        <span>{label}</span>
      </label>
      <ErrorSlot field={field} />
    </div>
  );
}

export interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps {
  legend: ReactNode;
  field: FieldState;
  choices: readonly Choice[];
  type?: "radio" | "checkbox";
  /** Text under the choices, before the error slot. */
  note?: ReactNode;
  /** For a group JavaScript keeps in its own state (controlled); otherwise the field's value. */
  checked?: readonly string[];
  /** Called as a choice is ticked or unticked; `input` gives its form (e.g. to send it). */
  onToggle?: (value: string, on: boolean, input: HTMLInputElement) => void;
}

export function ChoiceGroup({ legend, field, choices, type = "radio", note, checked, onToggle }: ChoiceGroupProps) {
  const props = controlProps(field);
  const invalid = props["aria-invalid"];
  const initial = type === "radio" ? [textValue(field.initialValue) ?? ""] : listValue(field.initialValue);
  return (
    <fieldset
      id={field.id}
      className="field choice-group"
      aria-invalid={invalid}
      aria-describedby={props["aria-describedby"]}
    >
      <legend>{legend}</legend>
      <div className="choice-group__options">
        {choices.map((c) => (
          <label key={c.value} className="choice">
            <input
              type={type}
              name={field.name}
              form={props.form}
              value={c.value}
              disabled={c.disabled}
              aria-invalid={invalid}
              {...(checked
                ? {
                    checked: checked.includes(c.value),
                    onChange: (e) => onToggle?.(c.value, e.currentTarget.checked, e.currentTarget),
                  }
                : {
                    defaultChecked: initial.includes(c.value),
                    onChange: onToggle ? (e) => onToggle(c.value, e.currentTarget.checked, e.currentTarget) : undefined,
                  })}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
      {note}
      <ErrorSlot field={field} />
    </fieldset>
  );
}
