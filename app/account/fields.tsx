// Labelled inputs of the account forms: conform's field with its error slot, read-only for those
// who may only look (spec 000: non-owners see Company Details as read-only inputs), and a
// highlight for values that wait for approval. No HTML constraint attributes (DESIGN "Known traps").
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { ORGANISATION_MESSAGES } from "~contract/messages/organisation";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's fields fit (conform's own default)
type AnyForm = Record<string, any>;

interface FieldProps<T> {
  label: string;
  field: FieldMetadata<T, AnyForm, string[]>;
  type?: "text" | "email" | "password" | "tel" | "url";
  readOnly?: boolean;
  pending?: boolean;
  autoComplete?: string;
}

export function PendingNote({ show, id }: { show?: boolean; id?: string }) {
  return show ? (
    <span className="pending-note" id={id}>
      {ORGANISATION_MESSAGES.pendingApproval}
    </span>
  ) : null;
}

export function AccountField<T>({ label, field, type = "text", readOnly, pending, autoComplete }: FieldProps<T>) {
  const { key, ...props } = getInputProps(field, { type });
  const pendingId = `${field.id}-pending`;
  return (
    <div className={pending ? "field field--pending" : "field"}>
      <label htmlFor={field.id}>{label}</label>
      <input
        key={key}
        {...props}
        readOnly={readOnly}
        autoComplete={autoComplete}
        aria-describedby={
          [props["aria-describedby"], pending ? pendingId : null].filter(Boolean).join(" ") || undefined
        }
      />
      <PendingNote show={pending} id={pendingId} />
      <p id={field.errorId} className="field__error" aria-live="polite">
        {field.errors?.[0] ?? ""}
      </p>
    </div>
  );
}

export function AccountSelect<T>({
  label,
  field,
  options,
  disabled,
}: {
  label: string;
  field: FieldMetadata<T, AnyForm, string[]>;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select key={key} {...props} disabled={disabled}>
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <p id={field.errorId} className="field__error" aria-live="polite">
        {field.errors?.[0] ?? ""}
      </p>
    </div>
  );
}

export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className="form-error" role="alert">
      {errors[0]}
    </p>
  ) : null;
}
