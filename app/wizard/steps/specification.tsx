// Step: the specification, dictionary features and the seller's own custom ones (spec 001 5.6).
import type { VehicleFeature } from "~contract/vehicle-features";
import { sectionErrors } from "~contract/wizard/draft-errors";
import { addCustomFeature } from "~contract/wizard/step-schemas";
import { z } from "zod";
import { ErrorSlot, Field } from "~/components/form";
import { defineStep } from "../step-def";
import { stepField, submit, type StepProps } from "./shared";
import { pickList } from "../form-values";
import { parseStep } from "../step-parse";
import { call } from "../wizard-api.server";
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

/** The step's boxes as posted: dictionary ids ticked and custom features kept; the rule is the contract's. */
const FEATURES_FORM = z.object({
  features: z.array(z.number().int().positive()).default([]),
  custom: z.array(z.string().trim().min(1)).default([]),
});

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
    const read = parseStep(form, FEATURES_FORM).value;
    const vehicleFeatures = {
      vehicleFeaturesDictionaryIds: read?.features ?? [],
      vehicleFeaturesCustom: read?.custom ?? [],
    };
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
