// The launch step's settings, 'Publish Listing' (spec 001 sections 2.1 and 5.7): only the chosen
// auction type's own fields show, with and without JavaScript. Every field is in the page and the
// stylesheet hides those of other types from the select's chosen option (wizard.css, :has), so a
// Physical auction never shows the Trying-to-Deal delivery boxes; with JavaScript, changing the
// type also empties the prices (section 5.7). The server reads only the chosen type's fields.
import { useState } from "react";
import { AUCTION_TYPES, PUBLISH_TARGETS, TRYING_TO_DEAL_DELIVERY_DATE_TYPES } from "~contract/auctions";
import type { DraftDto } from "~contract/dto/draft";
import {
  AUCTION_TYPE_LABELS,
  DELIVERY_DATE_TYPE_LABELS,
  OFFERED_TIME_OPTIONS,
  PUBLISH_TARGET_LABELS,
} from "~contract/launch-labels";
import { LAUNCH_FORM_LABELS } from "~contract/messages/wizard";
import { DateField, Field, SelectField } from "~/components/form";
import { formatDuration } from "~/utils/dates";
import { groupDigits } from "~/utils/digits";
import { stepField, type StepProps } from "./shared";

const poundsOf = (pence: number | null | undefined) =>
  pence === null || pence === undefined ? "" : groupDigits(pence / 100);

interface Props extends Omit<StepProps, "data" | "step" | "steps"> {
  draft: DraftDto | null;
  locations: { id: number; postalCode: { postcode: string } }[];
  hasGroup: boolean;
}

export function LaunchSettings({ draft, values, errors, locations, hasGroup }: Props) {
  const s = draft?.descriptionAndSettings;
  const posted = (name: string, saved: unknown) => (values ? (values[name] ?? "") : (saved ?? ""));
  const [type, setType] = useState(String(posted("type", s?.type)));
  const f = (name: string, saved: unknown, errorKey = name) => stepField({ values, errors }, name, saved, errorKey);
  // A price typed for another type is not this type's: the box starts empty (section 5.7).
  const sameType = type === s?.type;
  return (
    <section className="stack launch-settings" aria-labelledby="publish-listing-title">
      <h3 id="publish-listing-title">{LAUNCH_FORM_LABELS.publishListing}</h3>
      <div className="wizard-grid">
        <SelectField
          label="Auction type"
          field={f("type", s?.type)}
          placeholder="Select"
          options={AUCTION_TYPES.map((t) => ({ value: t, label: AUCTION_TYPE_LABELS[t] }))}
          onValueChange={setType}
        />
        <div className="launch-when launch-when--priced">
          <Field
            key={`price-${type}`}
            label={
              <>
                <span className="launch-when--physical">{LAUNCH_FORM_LABELS.reservePrice}</span>
                <span className="launch-when--minimum">{LAUNCH_FORM_LABELS.noReservePrice}</span>
              </>
            }
            field={f("minimumPrice", sameType ? poundsOf(s?.minimumPriceInPence) : "", "minimumPriceInPence")}
            inputMode="numeric"
            prefix="£"
          />
        </div>
        <div className="launch-when launch-when--typed">
          <Field
            key={`auto-${type}`}
            label={LAUNCH_FORM_LABELS.autoAcceptPrice}
            field={f("autoAcceptPrice", sameType ? poundsOf(s?.autoAcceptPriceInPence) : "", "autoAcceptPriceInPence")}
            inputMode="numeric"
            prefix="£"
          />
        </div>
        {/* Any type may carry a Buy Now price (decision 0136), so the box stays whatever the type. */}
        <Field
          label={LAUNCH_FORM_LABELS.buyNowPrice}
          field={f("buyNowPrice", poundsOf(s?.buyNowPriceInPence), "buyNowPriceInPence")}
          inputMode="numeric"
          prefix="£"
        />
        <SelectField
          label="Auction time"
          field={f("timeOption", s?.timeOption)}
          placeholder="Select"
          options={OFFERED_TIME_OPTIONS.map((m) => ({ value: m, label: formatDuration(m) }))}
        />
        <div className="launch-when launch-when--ttd">
          <SelectField
            key={`delivery-${type}`}
            label="Delivery (Trying to Deal)"
            field={f("tryingToDealDeliveryDateType", sameType ? s?.tryingToDealDeliveryDateType : "")}
            placeholder="Select"
            options={TRYING_TO_DEAL_DELIVERY_DATE_TYPES.map((t) => ({ value: t, label: DELIVERY_DATE_TYPE_LABELS[t] }))}
          />
        </div>
        <div className="launch-when launch-when--ttd launch-when--custom-date">
          <DateField label="Custom delivery date" field={f("tryingToDealDeliveryDate", s?.tryingToDealDeliveryDate)} />
        </div>
        <SelectField
          label="Vehicle location"
          field={f("locationId", s?.locationId)}
          placeholder="Select"
          options={locations.map((l) => ({ value: l.id, label: l.postalCode.postcode }))}
        />
        {hasGroup ? (
          <SelectField
            label="Publish target"
            field={f("publishTarget", s?.publishTarget)}
            placeholder="Select"
            options={PUBLISH_TARGETS.map((t) => ({ value: t, label: PUBLISH_TARGET_LABELS[t] }))}
          />
        ) : null}
      </div>
    </section>
  );
}
