// Step: launch the vehicle (spec 001 sections 2.1, 4.6 and 5.7): auction type, prices, time,
// delivery, location and publish target under the listing summary; Launch publishes it.
import { redirect } from "@remix-run/cloudflare";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { AUCTION_TYPES, PUBLISH_TARGETS, TRYING_TO_DEAL_DELIVERY_DATE_TYPES } from "~contract/auctions";
import {
  AUCTION_TYPE_LABELS,
  DELIVERY_DATE_TYPE_LABELS,
  OFFERED_TIME_OPTIONS,
  PUBLISH_TARGET_LABELS,
} from "~contract/launch-labels";
import { formatDuration } from "~/utils/dates";
import { toastHeaders } from "~/sessions/flash.server";
import { Field, Select } from "../fields";
import { defineStep } from "../step-def";
import { pick, type StepProps } from "./shared";
import { LaunchSummary } from "./launch-summary";
import { launchFieldsFilled } from "../launch-ready";
import { call, launchClosedOf } from "../wizard-api.server";
import type { LaunchClosedReason } from "~contract/launch-access";
import { LaunchClosedNotice } from "~/selling/launch-closed-notice";
import { settingsOf } from "../form-sections.server";
import { launch, myVehicles } from "../launch-action.server";

interface LaunchData {
  locations: { id: number; postalCode: { postcode: string } }[];
  hasGroup: boolean;
  launchClosed: LaunchClosedReason | null;
}

const poundsOf = (pence: number | null | undefined) =>
  pence === null || pence === undefined ? "" : new Intl.NumberFormat("en-GB").format(pence / 100);

function LaunchView({ data, draft, values, errors }: StepProps<LaunchData>) {
  const s = draft?.descriptionAndSettings;
  return (
    <>
      <LaunchClosedNotice reason={data.launchClosed} />
      {draft ? <LaunchSummary draft={draft} hasGroup={data.hasGroup} /> : null}
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
          options={data.locations.map((l) => ({ value: l.id, label: l.postalCode.postcode }))}
        />
        {data.hasGroup ? (
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

export const launchStep = defineStep({
  id: "launch",
  title: "LAUNCH VEHICLE",
  label: "Launch vehicle",
  section: "descriptionAndSettings",
  footer: "launch",
  load: async ({ c }) => {
    const [locations, group, launchClosed] = await Promise.all([
      call<LaunchData["locations"]>(c, "GET", "/account/organization-locations"),
      call<unknown>(c, "GET", "/account/organization-group"),
      launchClosedOf(c),
    ]);
    return { locations: locations.ok ? locations.data : [], hasGroup: group.ok && group.data !== null, launchClosed };
  },
  View: LaunchView,
  ready: (form, data) => launchFieldsFilled(form, data.hasGroup),
  parse: async ({ form }) => ({ body: { descriptionAndSettings: settingsOf(form) }, errors: {} }),
  intents: {
    launch,
    // Saving from the publish step keeps the draft and goes to My Vehicles (spec 001 section 4.6).
    save: async (p) => {
      const answer = await p.save((await p.parsed()).body, "here");
      if (!(answer instanceof Response)) return answer;
      const message = WIZARD_MESSAGES.draftSaved;
      const headers = await toastHeaders(p.c.context, p.c.viewer, { type: "success", message });
      return redirect(myVehicles("DRAFT"), { headers });
    },
  },
});
