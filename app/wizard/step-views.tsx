// The body of each wizard step (spec 001 sections 2.1 and 5). Values come from what was just
// posted (after an error) or else from the draft; every button is a submit of the page's form.
import type { FieldErrors } from "~contract/api";
import type { DraftDto } from "~contract/dto/draft";
import { AUCTION_TYPES, PUBLISH_TARGETS, TRYING_TO_DEAL_DELIVERY_DATE_TYPES } from "~contract/auctions";
import {
  AUCTION_TYPE_LABELS,
  DELIVERY_DATE_TYPE_LABELS,
  OFFERED_TIME_OPTIONS,
  PUBLISH_TARGET_LABELS,
} from "~contract/launch-labels";
import { formatDuration } from "~/utils/dates";
import { DAMAGE_TYPES, FUELS, TRANSMISSIONS, SERVICE_HISTORY_TYPES } from "~contract/vehicles";
import { TYRE_DEPTHS_MM } from "~contract/wizard/step-schemas";
import { MAX_DAMAGES_PER_PHOTO } from "~contract/media";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { Field, Select } from "./fields";
import type { WizardPage } from "./wizard-loader.server";

export interface StepProps {
  page: WizardPage;
  draft: DraftDto | null;
  values: Record<string, string> | null;
  errors: FieldErrors;
}

const pick = (values: Record<string, string> | null, name: string, fallback: unknown) =>
  values ? (values[name] ?? "") : fallback === null || fallback === undefined ? "" : String(fallback);
const words = (s: string) => s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, " ");
const submit = (intent: string, label: string, className = "button button--secondary button--small") => (
  <button type="submit" name="intent" value={intent} className={className}>
    {label}
  </button>
);

export function RegistrationStep({ draft, values, errors }: StepProps) {
  return (
    <Field
      label="Registration number"
      name="registrationPlate"
      value={pick(values, "registrationPlate", draft?.basicData.registrationPlate)}
      error={errors.registrationPlate}
    />
  );
}

export function LookupStep({ page }: StepProps) {
  const found = page.lookup?.found;
  if (found)
    return (
      <div className="stack">
        <p className="lead">{WIZARD_MESSAGES.vehicleFound(found.makeName ?? "", found.modelName ?? "")}</p>
        <div className="row">
          {submit("autofill-yes", "Yes", "button")}
          {submit("autofill-no", "No")}
        </div>
      </div>
    );
  return (
    <div className="stack">
      <p className="lead">{WIZARD_MESSAGES.vehicleNotFound}</p>
      <div className="row">
        {submit("change-plate", "Yes", "button")}
        {submit("continue", "No, continue manually")}
      </div>
    </div>
  );
}

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

export function PhotosStep({ draft, errors, page }: StepProps) {
  const photos = draft?.vehicleMedia.photos ?? [];
  const summary = page.step === 5;
  return (
    <div className="stack">
      <p className="muted">
        {photos.length} of 12 required photos. Positions 1 to 12 are the master, the six exterior sides and four
        interior views.
      </p>
      <div className="upload-box" data-uploader="photos">
        <label htmlFor="f-photos">Add photos</label>
        <input id="f-photos" type="file" name="photos" multiple accept="image/*" />
        {submit("upload", "Upload")}
        <p className="field__error" aria-live="polite">
          {errors.photos?.[0] ?? ""}
        </p>
      </div>
      <ol className={summary ? "photo-grid photo-grid--summary" : "photo-grid"}>
        {photos.map((p, i) => (
          <li key={p.mediaMetadataId} className="photo-tile">
            <img
              src={p.thumbnailUrl ?? p.fileUrl}
              alt={`Photo ${i + 1}: ${words(p.perspective ?? "OTHER")}`}
              loading="lazy"
              width="320"
              height="180"
            />
            <p className="small">
              {i + 1}. {words(p.perspective ?? "OTHER")}
              {p.damages.length ? ` · ${p.damages.length} damage` : ""}
            </p>
            <div className="row">
              {i > 0 ? submit(`up:${p.mediaMetadataId}`, "Move up") : null}
              {i < photos.length - 1 ? submit(`down:${p.mediaMetadataId}`, "Move down") : null}
              {submit(`delete:${p.mediaMetadataId}`, "Delete", "button button--danger button--small")}
            </div>
            {!summary && i > 0 && p.damages.length < MAX_DAMAGES_PER_PHOTO ? (
              <details className="damage-add">
                <summary>Add damage</summary>
                <Select
                  label="Damage type"
                  name={`damageType-${p.mediaMetadataId}`}
                  options={DAMAGE_TYPES.map((d) => ({ value: d, label: words(d) }))}
                  error={errors[`damage-${p.mediaMetadataId}`]}
                />
                <input
                  type="file"
                  name={`damageFile-${p.mediaMetadataId}`}
                  accept="image/*"
                  aria-label="Damage photo"
                />
                {submit(`damage:${p.mediaMetadataId}`, "Add damage photo")}
              </details>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function VideosStep({ draft, errors }: StepProps) {
  const videos = draft?.vehicleMedia.videos ?? [];
  return (
    <div className="stack">
      <p className="muted">Up to 2 videos: the first exterior, the second interior.</p>
      {videos.map((v, i) => (
        <div key={v.mediaMetadataId} className="row">
          <video src={v.fileUrl} controls preload="none" width="320" />
          <span>{i === 0 ? "Exterior" : "Interior"}</span>
          {submit(`delete-video:${v.mediaMetadataId}`, "Delete", "button button--danger button--small")}
        </div>
      ))}
      {videos.length < 2 ? (
        <div className="upload-box">
          <label htmlFor="f-video">Add a video</label>
          <input id="f-video" type="file" name="video" accept="video/*" />
          {submit("video", "Upload")}
          <p className="field__error">{errors.video?.[0] ?? ""}</p>
        </div>
      ) : null}
    </div>
  );
}

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

export function ServiceStep({ draft, values, errors }: StepProps) {
  const s = draft?.serviceHistory;
  const kept = s?.manualRecords ?? [];
  const posted = values ? Object.keys(values).filter((k) => /^records\[\d+\]\.date$/.test(k)).length : kept.length;
  const rows = Math.max(posted, 1) + (values?.extraRecord ? 1 : 0);
  const rec = (i: number, f: "date" | "mileage" | "serviceName") => pick(values, `records[${i}].${f}`, kept[i]?.[f]);
  return (
    <div className="stack">
      <Select
        label="Service history type"
        name="type"
        value={pick(values, "type", s?.type)}
        error={errors.type}
        options={SERVICE_HISTORY_TYPES.map((t) => ({ value: t, label: words(t) + " service history" }))}
      />
      <fieldset className="stack">
        <legend>Manual records</legend>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="wizard-grid">
            <Field
              label="Date (YYYY-MM-DD)"
              name={`records[${i}].date`}
              value={rec(i, "date")}
              error={errors[`records[${i}].date`]}
            />
            <Field
              label="Mileage"
              name={`records[${i}].mileage`}
              value={rec(i, "mileage")}
              inputMode="numeric"
              error={errors[`records[${i}].mileage`]}
            />
            <Field
              label="Service name"
              name={`records[${i}].serviceName`}
              value={rec(i, "serviceName")}
              error={errors[`records[${i}].serviceName`]}
            />
          </div>
        ))}
        {submit("add-record", "Add another record")}
      </fieldset>
      <div className="upload-box">
        <label htmlFor="f-scans">Service history scans ({s?.photoRecords.length ?? 0} uploaded)</label>
        <input id="f-scans" type="file" name="scans" multiple accept="image/*" />
        <p className="field__error">{errors.scans?.[0] ?? ""}</p>
      </div>
    </div>
  );
}

export function SpecificationStep({ page, draft, values, errors }: StepProps) {
  const chosen = new Set(draft?.vehicleFeatures.vehicleFeaturesDictionaryIds ?? []);
  const custom = draft?.vehicleFeatures.vehicleFeaturesCustom ?? [];
  const categories = [...new Set(page.features.map((f) => f.category))];
  return (
    <div className="stack">
      {categories.map((c) => (
        <fieldset key={c} className="feature-group">
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
          <input type="checkbox" name="custom" value={f} defaultChecked /> {f}
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
      <p className="field__error" aria-live="polite">
        {errors.vehicleFeaturesDictionaryIds?.[0] ?? ""}
      </p>
    </div>
  );
}

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
        />
        <p className="field__error" aria-live="polite">
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

const poundsOf = (pence: number | null | undefined) =>
  pence === null || pence === undefined ? "" : new Intl.NumberFormat("en-GB").format(pence / 100);

export function LaunchStep({ page, draft, values, errors }: StepProps) {
  const s = draft?.descriptionAndSettings;
  return (
    <div className="wizard-grid">
      <Select
        label="Auction type"
        name="type"
        value={pick(values, "type", s?.type)}
        error={errors.type}
        options={AUCTION_TYPES.map((t) => ({ value: t, label: AUCTION_TYPE_LABELS[t] }))}
      />
      <Field
        label="Reserve / no-reserve price (£)"
        name="minimumPrice"
        inputMode="numeric"
        value={pick(values, "minimumPrice", poundsOf(s?.minimumPriceInPence))}
        error={errors.minimumPriceInPence}
      />
      <Field
        label="Auto-accept price (£, optional)"
        name="autoAcceptPrice"
        inputMode="numeric"
        value={pick(values, "autoAcceptPrice", poundsOf(s?.autoAcceptPriceInPence))}
        error={errors.autoAcceptPriceInPence}
      />
      <Select
        label="Auction time"
        name="timeOption"
        value={pick(values, "timeOption", s?.timeOption)}
        error={errors.timeOption}
        options={OFFERED_TIME_OPTIONS.map((m) => ({ value: m, label: formatDuration(m) }))}
      />
      <Select
        label="Delivery (Trying to Deal)"
        name="tryingToDealDeliveryDateType"
        value={pick(values, "tryingToDealDeliveryDateType", s?.tryingToDealDeliveryDateType)}
        error={errors.tryingToDealDeliveryDateType}
        options={TRYING_TO_DEAL_DELIVERY_DATE_TYPES.map((t) => ({ value: t, label: DELIVERY_DATE_TYPE_LABELS[t] }))}
      />
      <Field
        label="Custom delivery date"
        name="tryingToDealDeliveryDate"
        type="date"
        value={pick(values, "tryingToDealDeliveryDate", s?.tryingToDealDeliveryDate)}
        error={errors.tryingToDealDeliveryDate}
      />
      <Select
        label="Vehicle location"
        name="locationId"
        value={pick(values, "locationId", s?.locationId)}
        error={errors.locationId}
        options={page.locations.map((l) => ({ value: l.id, label: l.postalCode.postcode }))}
      />
      {page.hasGroup ? (
        <Select
          label="Publish target"
          name="publishTarget"
          value={pick(values, "publishTarget", s?.publishTarget)}
          error={errors.publishTarget}
          options={PUBLISH_TARGETS.map((t) => ({ value: t, label: PUBLISH_TARGET_LABELS[t] }))}
        />
      ) : null}
    </div>
  );
}
