// Step 7: tyre tread depths.
import { TYRE_DEPTHS_MM } from "~contract/wizard/step-schemas";
import { Select } from "../fields";
import { pick, type StepProps } from "./shared";

export function TyresStep({ draft, values, errors }: StepProps) {
  const t = (draft?.tyreThreadDepths ?? {}) as Record<string, unknown>;
  const names: [string, string][] = [
    ["nearsideFront", "Nearside front"],
    ["offsideFront", "Offside front"],
    ["nearsideRear", "Nearside rear"],
    ["offsideRear", "Offside rear"],
  ];
  return (
    <div className="wizard-grid">
      {names.map(([name, label]) => (
        <Select
          key={name}
          label={`${label} (mm)`}
          name={name}
          value={pick(values, name, t[name])}
          error={errors[name]}
          options={TYRE_DEPTHS_MM.map((d) => ({ value: d, label: `${d} mm` }))}
        />
      ))}
    </div>
  );
}
