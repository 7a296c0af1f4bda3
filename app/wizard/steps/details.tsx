// Step: the vehicle details (spec 001 section 5.2), autofilled from the lookup or typed by hand.
import { FUELS, TRANSMISSIONS } from "~contract/vehicles";
import { basicDataSchema } from "~contract/wizard/step-schemas";
import { Field, Select } from "../fields";
import { defineStep, type StepProps } from "../step-def";
import { pick } from "./shared";
import { parseStep } from "../step-parse";
import { call } from "../wizard-api.server";
import { basicDataOf } from "../form-sections.server";

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

type Named = { id: number; name: string };
interface DetailsData {
  makes: Named[];
  models: Named[];
}

function DetailsView({ data, draft, values, errors }: StepProps<DetailsData>) {
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
        options={data.makes.map((m) => ({ value: m.id, label: m.name }))}
      >
        {/* Without JavaScript: saves the make and shows this step again with its models. */}
        <button type="submit" name="intent" value="refresh" className="button button--ghost button--small js-hide">
          Show models
        </button>
      </Select>
      <Select
        label="Model"
        name="modelId"
        value={v("modelId")}
        error={errors.modelId}
        options={data.models.map((m) => ({ value: m.id, label: m.name }))}
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

export const detailsStep = defineStep({
  id: "details",
  title: "VEHICLE DETAILS",
  label: "Vehicle details",
  section: "basicData",
  editStart: true,
  warnOnLeave: true,
  // "Next from step 3 with photos goes to step 5" (the summary).
  next: ({ photoCount }) => (photoCount > 0 ? "photo-summary" : undefined),
  // The lookup is not asked again: Back goes to the number, or stays when editing an auction.
  back: ({ editing }) => (editing ? "details" : "registration"),
  load: async ({ c, draft, url }) => {
    const makes = await call<Named[]>(c, "GET", "/vehicle-make");
    const makeId = Number(url.searchParams.get("makeId")) || draft?.basicData.makeId;
    const make = makeId ? await call<{ models: Named[] }>(c, "GET", `/vehicle-make/${makeId}`) : null;
    return { makes: makes.ok ? makes.data : [], models: make?.ok ? make.data.models : [] };
  },
  View: DetailsView,
  parse: async ({ form, draft, today }) => {
    const basicData = basicDataOf(form);
    // "Changing make clears model" (spec 001 section 5.2).
    if (draft && basicData.makeId !== draft.basicData.makeId) basicData.modelId = null;
    return { body: { basicData }, errors: parseStep(form, basicDataSchema(today)).errors };
  },
});
