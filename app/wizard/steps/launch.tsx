// Step: launch the vehicle (spec 001 sections 2.1, 4.6 and 5.7): auction type, prices, time,
// delivery, location and publish target under the listing summary; Launch publishes it.
import { PLACEHOLDERS } from "~contract/messages/wizard";
import { PUBLISH_TARGET_LABELS } from "~contract/launch-labels";
import type { PublishTarget } from "~contract/auctions";
import { defineStep } from "../step-def";
import type { StepProps } from "./shared";
import { LaunchSummary } from "./launch-summary";
import { LaunchSettings } from "./launch-settings";
import { launchFieldsFilled } from "../launch-ready";
import { call, launchClosedOf } from "../wizard-api.server";
import type { LaunchClosedReason } from "~contract/launch-access";
import { LaunchClosedNotice } from "~/selling/launch-closed-notice";
import { settingsOf } from "../form-sections.server";
import { launch, saveToMyVehicles } from "../launch-action.server";
import { PriceGuideLine, type PriceGuideView } from "~/auction/price-guide";
import { priceGuideViewOf } from "~/auction/price-guide.server";

interface LaunchData {
  locations: { id: number; postalCode: { postcode: string } }[];
  hasGroup: boolean;
  launchClosed: LaunchClosedReason | null;
  /** The price guide for the draft's vehicle (decision 0147); null before a draft exists. */
  priceGuide: PriceGuideView | null;
}

function LaunchView({ steps, data, draft, values, errors }: StepProps<LaunchData>) {
  return (
    <>
      <LaunchClosedNotice reason={data.launchClosed} />
      {draft ? <LaunchSummary steps={steps} draft={draft} hasGroup={data.hasGroup} /> : null}
      <PriceGuideLine view={data.priceGuide} />
      <LaunchSettings
        // A refused post shows the type it posted: its fields, not the saved type's.
        key={values?.type ?? draft?.descriptionAndSettings.type ?? ""}
        draft={draft}
        values={values}
        errors={errors}
        locations={data.locations}
        hasGroup={data.hasGroup}
      />
    </>
  );
}

export const launchStep = defineStep({
  id: "launch",
  title: "LAUNCH VEHICLE",
  label: "Launch vehicle",
  section: "descriptionAndSettings",
  footer: "launch",
  summary: (draft, { hasGroup }) => {
    const target = draft.descriptionAndSettings.publishTarget as PublishTarget | null;
    return hasGroup ? [["Publish target", target ? PUBLISH_TARGET_LABELS[target] : PLACEHOLDERS.publishTarget]] : [];
  },
  load: async ({ c, draft }) => {
    const [locations, group, launchClosed, guide] = await Promise.all([
      call(c, "GET", "/account/organization-locations"),
      call(c, "GET", "/account/organization-group"),
      launchClosedOf(c),
      draft ? call(c, "GET", "/auction/{id}/price-guide", { params: { id: draft.id } }) : null,
    ]);
    return {
      locations: locations.ok ? locations.data : [],
      hasGroup: group.ok && group.data !== null,
      launchClosed,
      priceGuide: guide?.ok ? priceGuideViewOf(guide.data) : null,
    };
  },
  View: LaunchView,
  ready: (form, data) => launchFieldsFilled(form, data.hasGroup),
  parse: async ({ form }) => ({ body: { descriptionAndSettings: settingsOf(form) }, errors: {} }),
  intents: {
    launch,
    save: saveToMyVehicles,
  },
});
