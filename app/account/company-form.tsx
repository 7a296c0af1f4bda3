// The Company Details form (spec 000 section 2): fixed company facts, landline and website, the
// main location, the additional locations (removal through a confirmation) and new ones. Owners
// edit; everyone else sees read-only inputs. Adding a location works without JavaScript (conform's
// insert intent is a submit button the server answers); with JavaScript the page scrolls to the
// new location after 800 ms.
import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { useLazySchemaForm } from "~/components/form/lazy-schema-form";
import { Form } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import { useEffect, useRef, useState } from "react";
import type { OrganizationSaveInput, OrganizationSaveSchema } from "~contract/organisation";
import { ORGANISATION_MESSAGES } from "~contract/messages/organisation";
import type { OrganizationDto } from "~contract/dto/account";
import { ErrorList, Field } from "~/components/form";
import { ConfirmDialog, ConfirmLink } from "./confirm-link";

export function PendingNote({ show, id }: { show?: boolean; id?: string }) {
  return show ? (
    <span className="pending-note" id={id}>
      {ORGANISATION_MESSAGES.pendingApproval}
    </span>
  ) : null;
}

/** A value waiting for ops' approval is highlighted and says so (its note describes the input). */
const pendingProps = (pending?: boolean) =>
  pending ? { className: "field--pending", hint: <PendingNote show /> } : {};

export const SCROLL_TO_NEW_LOCATION_MS = 800;

/** The form's own shape (strings as posted); the schema turns it into the API's payload. */
type AddressForm = {
  postalCode: string;
  address: string;
  address2: string;
  city: string;
  county: string;
};
/** An existing location carries its id and version (an edit, decision 0065); a new one neither. */
type LocationForm = AddressForm & { id?: string; version?: string };
type CompanyFormValues = {
  version: string;
  landlinePhoneNumber: string;
  website: string;
  mainLocation: AddressForm & { version: string };
  locationsToSave: LocationForm[];
};

function ReadOnly({ label, value, id }: { label: string; value: string | null; id: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value ?? ""} readOnly />
    </div>
  );
}

/** The hidden id and version that make a list item an edit of an existing location. */
function LocationIdentity({ field }: { field: FieldMetadata<LocationForm, CompanyFormValues, string[]> }) {
  const f = field.getFieldset();
  return (
    <>
      <input type="hidden" name={f.id.name} value={f.id.initialValue ?? ""} />
      <input type="hidden" name={f.version.name} value={f.version.initialValue ?? ""} />
    </>
  );
}

/** What non-owners see: the locations as text (spec 000: they cannot edit existing locations). */
function LocationList({ locations }: { locations: OrganizationDto["additionalLocation"] }) {
  return (
    <ul className="location-list">
      {locations.map((l) => (
        <li key={l.id} className={l.status === "PENDING" ? "location location--pending" : "location"}>
          <div>
            <strong>{l.postalCode.postcode}</strong>{" "}
            {[l.address, l.address2, l.city, l.county].filter(Boolean).join(", ")}
            <PendingNote show={l.status === "PENDING"} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function AddressFields({
  field,
  readOnly,
  pending,
}: {
  field: FieldMetadata<AddressForm, CompanyFormValues, string[]>;
  readOnly: boolean;
  pending?: boolean;
}) {
  const f = field.getFieldset();
  return (
    <div className="account-grid">
      <Field
        label="Postal code"
        field={f.postalCode}
        readOnly={readOnly}
        {...pendingProps(pending)}
        autoComplete="postal-code"
      />
      <Field label="Address" field={f.address} readOnly={readOnly} {...pendingProps(pending)} />
      <Field label="Address 2" field={f.address2} readOnly={readOnly} {...pendingProps(pending)} />
      <Field label="City" field={f.city} readOnly={readOnly} {...pendingProps(pending)} />
      <Field label="County" field={f.county} readOnly={readOnly} {...pendingProps(pending)} />
    </div>
  );
}

export function CompanyForm({
  org,
  isOwner,
  lastResult,
}: {
  org: OrganizationDto;
  isOwner: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const main = org.mainLocation;
  // The location whose removal question is open (kept after closing, so its form keeps its action).
  const [removal, setRemoval] = useState<{ id: number; open: boolean } | null>(null);
  const [form, fields] = useLazySchemaForm<typeof OrganizationSaveSchema, CompanyFormValues, OrganizationSaveInput>(
    (s) => s.OrganizationSaveSchema,
    {
      id: `company-${org.version}`,
      lastResult,
      defaultValue: {
        version: String(org.version),
        landlinePhoneNumber: org.landlinePhoneNumber ?? "",
        website: org.website ?? "",
        mainLocation: main
          ? {
              postalCode: main.postalCode.postcode,
              address: main.address,
              address2: main.address2 ?? "",
              city: main.city,
              county: main.county,
              version: String(main.version),
            }
          : undefined,
        // Owners edit the existing locations in place; new ones follow them in the same list.
        locationsToSave: isOwner
          ? org.additionalLocation.map((l) => ({
              id: String(l.id),
              version: String(l.version),
              postalCode: l.postalCode.postcode,
              address: l.address,
              address2: l.address2 ?? "",
              city: l.city,
              county: l.county,
            }))
          : [],
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const locationFields = fields.locationsToSave.getFieldList();
  const existing = isOwner ? org.additionalLocation : [];
  const newLocations = locationFields.slice(existing.length);
  const mainFields = fields.mainLocation.getFieldset();
  const readOnly = !isOwner;

  // Scroll to a location just added (spec 000 section 2), once the browser has laid it out.
  const count = useRef(newLocations.length);
  useEffect(() => {
    const added = newLocations.length > count.current;
    count.current = newLocations.length;
    if (!added) return;
    const last = newLocations[newLocations.length - 1];
    const timer = setTimeout(
      () => document.getElementById(`location-${last.key}`)?.scrollIntoView({ behavior: "smooth" }),
      SCROLL_TO_NEW_LOCATION_MS,
    );
    return () => clearTimeout(timer);
  }, [newLocations]);

  return (
    <>
      <Form method="post" {...getFormProps(form)} noValidate className="stack company-form">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name={fields.version.name} value={String(org.version)} />
        <section className="card stack" aria-labelledby="company-heading">
          <h2 id="company-heading">Company</h2>
          <div className="account-grid">
            <ReadOnly
              id="company-registration-number"
              label="Company registration number"
              value={org.companyRegistrationNumber}
            />
            <ReadOnly id="vat-number" label="VAT number" value={org.vatNumber} />
            <ReadOnly id="trade-name" label="Trade name" value={org.tradeName} />
            <Field
              label="Landline phone"
              field={fields.landlinePhoneNumber}
              type="tel"
              readOnly={readOnly}
              {...pendingProps(org.landlinePhoneNumberIsPending)}
            />
            <Field label="Website" field={fields.website} readOnly={readOnly} />
          </div>
        </section>
        <section
          className={org.mainLocationIsPending ? "card stack card--pending" : "card stack"}
          aria-labelledby="main-location-heading"
        >
          <h2 id="main-location-heading">
            Main location <PendingNote show={org.mainLocationIsPending} />
          </h2>
          <input type="hidden" name={mainFields.version.name} value={String(main?.version ?? 0)} />
          <AddressFields field={fields.mainLocation} readOnly={readOnly} {...pendingProps(org.mainLocationIsPending)} />
        </section>
        <section className="card stack" aria-labelledby="locations-heading">
          <h2 id="locations-heading">Additional locations</h2>
          {org.additionalLocation.length === 0 && newLocations.length === 0 ? (
            <p className="muted">No additional locations.</p>
          ) : null}
          {isOwner ? null : <LocationList locations={org.additionalLocation} />}
          {existing.map((l, index) => (
            <fieldset
              key={l.id}
              id={`location-${l.id}`}
              className={l.status === "PENDING" ? "location-edit location-edit--pending stack" : "location-edit stack"}
            >
              <legend>
                Location {l.postalCode.postcode} <PendingNote show={l.status === "PENDING"} />
              </legend>
              <LocationIdentity field={locationFields[index]} />
              <AddressFields field={locationFields[index]} readOnly={false} />
              <ConfirmLink
                to={`/settings/locations/${l.id}/remove`}
                label="Remove"
                ariaLabel={`Remove location ${l.postalCode.postcode}`}
                question={ORGANISATION_MESSAGES.confirmRemoveLocation}
                onOpen={() => setRemoval({ id: l.id, open: true })}
              />
            </fieldset>
          ))}
          {newLocations.map((location, index) => (
            <fieldset key={location.key} id={`location-${location.key}`} className="new-location stack">
              <legend>New location {index + 1}</legend>
              <AddressFields field={location} readOnly={false} />
              <button
                className="button button--ghost button--small"
                {...form.remove.getButtonProps({ name: fields.locationsToSave.name, index: existing.length + index })}
              >
                Discard this location
              </button>
            </fieldset>
          ))}
          {isOwner ? (
            <button
              className="button button--secondary"
              {...form.insert.getButtonProps({ name: fields.locationsToSave.name })}
            >
              Add location
            </button>
          ) : null}
        </section>
        {isOwner ? (
          <div className="row">
            <SubmitButton>Save</SubmitButton>
          </div>
        ) : null}
      </Form>
      {/* Forms do not nest: the removal question posts from outside the company form. */}
      {removal ? (
        <ConfirmDialog
          open={removal.open}
          onClose={() => setRemoval({ id: removal.id, open: false })}
          to={`/settings/locations/${removal.id}/remove`}
          question={ORGANISATION_MESSAGES.confirmRemoveLocation}
        />
      ) : null}
    </>
  );
}
