// Step: the specification, dictionary features and the seller's own custom ones (spec 001 5.6).
import type { VehicleFeature } from "~contract/vehicle-features";
import { ErrorSlot, Field } from "~/components/form";
import { defineStep } from "../step-def";
import { stepField, submit, type StepProps } from "./shared";
import { pickList } from "../form-values";
import { addCustomFeature, sectionErrors } from "../step-parse.server";
import { call } from "../wizard-api.server";
import { featuresOf } from "../form-sections.server";
import { PLACEHOLDERS } from "~contract/messages/wizard";

function SpecificationView({ data, draft, values, errors }: StepProps<VehicleFeature[]>) {
  // After a refused post, the boxes as the dealer left them; otherwise as the draft has them.
  const chosen = new Set(
    pickList(values, "features")?.map(Number) ?? draft?.vehicleFeatures.vehicleFeaturesDictionaryIds ?? [],
  );
  const custom = draft?.vehicleFeatures.vehicleFeaturesCustom ?? [];
  const keptCustom = new Set(pickList(values, "custom") ?? custom);
  const categories = [...new Set(data.map((f) => f.category))];
  return (
    <div className="stack">
      {categories.map((c) => (
        <fieldset key={c} className="feature-group" aria-describedby="f-features-error">
          <legend>{c}</legend>
          {data
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
        <Field label="Custom feature" field={stepField({ values, errors }, "newFeature", "")} />
        {submit("add-feature", "Add")}
      </div>
      <ErrorSlot field={{ errorId: "f-features-error", errors: errors.vehicleFeaturesDictionaryIds }} />
    </div>
  );
}

export const specificationStep = defineStep({
  id: "specification",
  title: "SPECIFICATION",
  label: "Specification",
  section: "vehicleFeatures",
  warnOnLeave: true,
  summary: ({ vehicleFeatures: v }) => {
    const n = v.vehicleFeaturesDictionaryIds.length + v.vehicleFeaturesCustom.length;
    return [["Specification", n ? `${n} feature${n === 1 ? "" : "s"}` : PLACEHOLDERS.features]];
  },
  // Enter in the custom feature box adds it (spec 001 section 5.6).
  enterIntent: "add-feature",
  load: async ({ c }) => {
    const features = await call(c, "GET", "/vehicle-specification");
    return features.ok ? features.data : [];
  },
  View: SpecificationView,
  parse: async ({ form, draft, today }) => {
    // The boxes as posted; whether they are enough is the contract's rule (sectionErrors).
    const vehicleFeatures = featuresOf(form);
    const errors = draft
      ? sectionErrors("vehicleFeatures", { ...draft, vehicleFeatures }, { today, hasGroup: false })
      : {};
    return { body: { vehicleFeatures }, errors };
  },
  intents: {
    "add-feature": async (p) => {
      const { vehicleFeatures } = (await p.parsed()).body;
      const typed = String(p.form.get("newFeature") ?? "");
      const added = addCustomFeature(vehicleFeatures?.vehicleFeaturesCustom ?? [], typed);
      if (added.error) return p.fail({ newFeature: [added.error] });
      const dictionary = vehicleFeatures?.vehicleFeaturesDictionaryIds ?? [];
      return p.save(
        { vehicleFeatures: { vehicleFeaturesDictionaryIds: dictionary, vehicleFeaturesCustom: added.list } },
        "here",
      );
    },
  },
});
