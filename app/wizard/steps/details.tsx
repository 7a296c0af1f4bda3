// Step: the vehicle details (spec 001 section 5.2), autofilled from the lookup or typed by hand.
import { FUELS, TRANSMISSIONS } from "~contract/vehicles";
import { DateField, Field, SelectField } from "~/components/form";
import { groupDigits } from "~/utils/digits";
import { defineStep, type StepProps } from "../step-def";
import { stepField } from "./shared";
import { basicDataSchema, parseStep } from "../step-parse.server";
import { call } from "../wizard-api.server";
import { basicDataOf } from "../form-sections.server";
import { PLACEHOLDERS } from "~contract/messages/wizard";

const DETAIL_LABELS: [string, string, "numeric"?][] = [
  ["derivative", "Derivative"],
  ["mileage", "Mileage", "numeric"],
  ["year", "Year", "numeric"],
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

function DetailsView(props: StepProps<DetailsData>) {
  const { data } = props;
  const b = (props.draft?.basicData ?? {}) as Record<string, unknown>;
  const f = (name: string) => stepField(props, name, b[name]);
  return (
    <div className="wizard-grid">
      <Field label="Registration number" field={f("registrationPlate")} autoComplete="off" />
      <SelectField
        label="Make"
        field={f("makeId")}
        placeholder="Select"
        options={data.makes.map((m) => ({ value: m.id, label: m.name }))}
      />
      {/* Saves the make and shows this step again with its models. */}
      <button type="submit" name="intent" value="refresh" className="button button--ghost button--small">
        Show models
      </button>
      <SelectField
        label="Model"
        field={f("modelId")}
        placeholder="Select"
        options={data.models.map((m) => ({ value: m.id, label: m.name }))}
      />
      <SelectField
        label="Fuel"
        field={f("fuel")}
        placeholder="Select"
        options={FUELS.map((v) => ({ value: v, label: v }))}
      />
      <SelectField
        label="Transmission"
        field={f("transmission")}
        placeholder="Select"
        options={TRANSMISSIONS.map((t) => ({ value: t, label: t }))}
      />
      {DETAIL_LABELS.map(([name, label, mode]) => (
        <Field key={name} label={label} field={f(name)} inputMode={mode} />
      ))}
      <DateField label="Date of first registration" field={f("dateOfFirstRegistration")} />
      <DateField label="MOT expiry (optional)" field={f("mot")} />
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
  summary: ({ basicData: b }) => [
    ["Vehicle", [b.makeName, b.modelName, b.derivative].filter(Boolean).join(" ") || PLACEHOLDERS.vehicle],
    ["Registration", b.registrationPlate ?? PLACEHOLDERS.notSpecified],
    ["Mileage", b.mileage === null ? PLACEHOLDERS.notSpecified : `${groupDigits(b.mileage)} miles`],
  ],
  // "Next from step 3 with photos goes to step 5" (the summary).
  next: ({ photoCount }) => (photoCount > 0 ? "photo-summary" : undefined),
  // The lookup is not asked again: Back goes to the number, or stays when editing an auction.
  back: ({ editing }) => (editing ? "details" : "registration"),
  load: async ({ c, draft, url }) => {
    const makes = await call(c, "GET", "/vehicle-make");
    const makeId = Number(url.searchParams.get("makeId")) || draft?.basicData.makeId;
    const make = makeId ? await call(c, "GET", "/vehicle-make/{id}", { params: { id: makeId } }) : null;
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
