// Step: tyre tread depths, each 1 to 8 mm (spec 001 section 5.4).
import { TYRE_DEPTHS_MM } from "~contract/vehicles";
import { TYRES } from "~contract/tyres";
import { SelectField } from "~/components/form";
import { defineStep, type StepProps } from "../step-def";
import { stepField } from "./shared";
import { parseStep, tyreSchema } from "../step-parse.server";
import { tyresOf } from "../form-sections.server";

function TyresView(props: StepProps) {
  const t = (props.draft?.tyreThreadDepths ?? {}) as Record<string, unknown>;
  return (
    <div className="wizard-grid">
      {TYRES.map(({ key, label }) => (
        <SelectField
          key={key}
          label={`${label} (mm)`}
          field={stepField(props, key, t[key])}
          placeholder="Select"
          options={TYRE_DEPTHS_MM.map((d) => ({ value: d, label: `${d} mm` }))}
        />
      ))}
    </div>
  );
}

export const tyresStep = defineStep({
  id: "tyres",
  title: "TYRES",
  label: "Tyres",
  section: "tyreThreadDepths",
  warnOnLeave: true,
  View: TyresView,
  parse: async ({ form }) => ({
    body: { tyreThreadDepths: tyresOf(form) },
    errors: parseStep(form, tyreSchema).errors,
  }),
});
