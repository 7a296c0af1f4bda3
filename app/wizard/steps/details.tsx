// Step 3: the vehicle details, autofilled from the lookup or typed by hand.
import { FUELS, TRANSMISSIONS } from "~contract/vehicles";
import { Field, Select } from "../fields";
import { pick, type StepProps } from "./shared";

const DETAIL_LABELS: [string, string, "numeric"?][] = [
  ["derivative", "Derivative"],
  ["mileage", "Mileage", "numeric"],
  ["year", "Year", "numeric"],
  ["dateOfFirstRegistration", "Date of first registration (YYYY-MM-DD)"],
  ["mot", "MOT expiry (optional, YYYY-MM-DD)"],
  ["colour", "Colour"],
  ["carType", "Body type"],
  ["doors", "Doors", "numeric"],
  ["engineSize", "Engine size (cc)", "numeric"],
  ["previousKeepersInTotal", "Previous keepers", "numeric"],
  ["vin", "VIN"],
];

export function DetailsStep({ page, draft, values, errors }: StepProps) {
  const b = (draft?.basicData ?? {}) as Record<string, unknown>;
  const v = (name: string) => pick(values, name, b[name]);
  return (
    <div className="wizard-grid">
      <Field
        label="Registration number"
        name="registrationPlate"
        value={v("registrationPlate")}
        error={errors.registrationPlate}
      />
      <Select
        label="Make"
        name="makeId"
        value={v("makeId")}
        error={errors.makeId}
        options={page.makes.map((m) => ({ value: m.id, label: m.name }))}
      >
        <button type="submit" name="intent" value="goto:3" className="button button--ghost button--small js-hide">
          Show models
        </button>
      </Select>
      <Select
        label="Model"
        name="modelId"
        value={v("modelId")}
        error={errors.modelId}
        options={page.models.map((m) => ({ value: m.id, label: m.name }))}
      />
      <Select
        label="Fuel"
        name="fuel"
        value={v("fuel")}
        error={errors.fuel}
        options={FUELS.map((f) => ({ value: f, label: f }))}
      />
      <Select
        label="Transmission"
        name="transmission"
        value={v("transmission")}
        error={errors.transmission}
        options={TRANSMISSIONS.map((t) => ({ value: t, label: t }))}
      />
      {DETAIL_LABELS.map(([name, label, mode]) => (
        <Field key={name} label={label} name={name} value={v(name)} error={errors[name]} inputMode={mode} />
      ))}
    </div>
  );
}
