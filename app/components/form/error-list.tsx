// Where errors show. A field's slot is always rendered and one line tall (app.css .field__error),
// so a message appearing or going never moves the fields below it; the form's own errors sit at
// the top of the form, before the first field, where the eye starts.
import type { FieldState } from "./field-state";

/** The first error of a field, in its fixed-height slot (read out politely as it changes). */
export function ErrorSlot({ field }: { field: Pick<FieldState, "errorId" | "errors"> }) {
  return (
    <p id={field.errorId} className="field__error" aria-live="polite">
      {field.errors?.[0] ?? ""}
    </p>
  );
}

/** A form's own errors (not tied to one field): nothing when there are none. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="alert alert--error inline-alert" role="alert">
      {errors.length === 1 ? (
        errors[0]
      ) : (
        <ul className="error-list">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
