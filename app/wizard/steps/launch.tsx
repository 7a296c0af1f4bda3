// Step 11: auction type, prices, time, delivery, location and publish target.
import { AUCTION_TYPES, PUBLISH_TARGETS, TRYING_TO_DEAL_DELIVERY_DATE_TYPES } from "~contract/auctions";
import {
  AUCTION_TYPE_LABELS,
  DELIVERY_DATE_TYPE_LABELS,
  OFFERED_TIME_OPTIONS,
  PUBLISH_TARGET_LABELS,
} from "~contract/launch-labels";
import { formatDuration } from "~/utils/dates";
import { Field, Select } from "../fields";
import { pick, type StepProps } from "./shared";
import { LaunchSummary } from "./launch-summary";

const poundsOf = (pence: number | null | undefined) =>
  pence === null || pence === undefined ? "" : new Intl.NumberFormat("en-GB").format(pence / 100);

export function LaunchStep({ page, draft, values, errors }: StepProps) {
  const s = draft?.descriptionAndSettings;
  return (
    <>
      {draft ? <LaunchSummary draft={draft} hasGroup={page.hasGroup} /> : null}
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
    </>
  );
}
