// Step 9: dictionary features and the seller's own custom ones.
import { Field } from "../fields";
import { pick, submit, type StepProps } from "./shared";
import { pickList } from "../form-values";

export function SpecificationStep({ page, draft, values, errors }: StepProps) {
  // After a refused post, the boxes as the dealer left them; otherwise as the draft has them.
  const chosen = new Set(
    pickList(values, "features")?.map(Number) ?? draft?.vehicleFeatures.vehicleFeaturesDictionaryIds ?? [],
  );
  const custom = draft?.vehicleFeatures.vehicleFeaturesCustom ?? [];
  const keptCustom = new Set(pickList(values, "custom") ?? custom);
  const categories = [...new Set(page.features.map((f) => f.category))];
  return (
    <div className="stack">
      {categories.map((c) => (
        <fieldset key={c} className="feature-group" aria-describedby="f-features-error">
          <legend>{c}</legend>
          {page.features
            .filter((f) => f.category === c)
            .map((f) => (
              <label key={f.id} className="checkbox">
                <input type="checkbox" name="features" value={f.id} defaultChecked={chosen.has(f.id)} /> {f.value}
              </label>
            ))}
        </fieldset>
      ))}
      {custom.map((f) => (
        <label key={f} className="checkbox">
          <input type="checkbox" name="custom" value={f} defaultChecked={keptCustom.has(f)} /> {f}
        </label>
      ))}
      <div className="row">
        <Field
          label="Custom feature"
          name="newFeature"
          value={pick(values, "newFeature", "")}
          error={errors.newFeature}
        />
        {submit("add-feature", "Add")}
      </div>
      <p id="f-features-error" className="field__error" aria-live="polite">
        {errors.vehicleFeaturesDictionaryIds?.[0] ?? ""}
      </p>
    </div>
  );
}
