// Step 10: the description and the seller's default one.
import { pick, submit, type StepProps } from "./shared";

export function DescriptionStep({ draft, values, errors }: StepProps) {
  const d = draft?.descriptionAndSettings;
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor="f-description">Description</label>
        <textarea
          id="f-description"
          name="description"
          rows={10}
          defaultValue={pick(values, "description", d?.description)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby="f-description-error"
        />
        <p id="f-description-error" className="field__error" aria-live="polite">
          {errors.description?.[0] ?? ""}
        </p>
      </div>
      <div className="row">
        {d?.defaultDescription ? submit("use-default", "Use my default description") : null}
        {submit("save-default", "Save as my default description")}
      </div>
    </div>
  );
}
