// The listing summary above the launch settings (spec 001 section 2.1): what the dealer is about
// to launch, with the spec's placeholders where something is missing.
import type { DraftDto } from "~contract/dto/draft";
import { PLACEHOLDERS } from "~contract/messages/wizard";
import { PUBLISH_TARGET_LABELS } from "~contract/launch-labels";
import type { PublishTarget } from "~contract/auctions";
import { words } from "./shared";

const DESCRIPTION_PREVIEW = 160;

function serviceText(type: string | null): string {
  if (!type) return PLACEHOLDERS.notSpecified;
  return type === "NONE" ? PLACEHOLDERS.noServiceHistory : `${words(type)} service history`;
}

export function LaunchSummary({ draft, hasGroup }: { draft: DraftDto; hasGroup: boolean }) {
  const b = draft.basicData;
  const vehicle = [b.makeName, b.modelName, b.derivative].filter(Boolean).join(" ");
  const features =
    draft.vehicleFeatures.vehicleFeaturesDictionaryIds.length + draft.vehicleFeatures.vehicleFeaturesCustom.length;
  const description = draft.descriptionAndSettings.description?.trim();
  const target = draft.descriptionAndSettings.publishTarget as PublishTarget | null;
  const rows: [string, string][] = [
    ["Vehicle", vehicle || PLACEHOLDERS.vehicle],
    ["Registration", b.registrationPlate ?? PLACEHOLDERS.notSpecified],
    [
      "Mileage",
      b.mileage === null ? PLACEHOLDERS.notSpecified : `${new Intl.NumberFormat("en-GB").format(b.mileage)} miles`,
    ],
    ["Photos", `${draft.vehicleMedia.photos.length}`],
    ["Service history", serviceText(draft.serviceHistory.type)],
    ["Specification", features ? `${features} feature${features === 1 ? "" : "s"}` : PLACEHOLDERS.features],
    [
      "Description",
      description
        ? description.length > DESCRIPTION_PREVIEW
          ? `${description.slice(0, DESCRIPTION_PREVIEW)}…`
          : description
        : PLACEHOLDERS.description,
    ],
  ];
  if (hasGroup) rows.push(["Publish target", target ? PUBLISH_TARGET_LABELS[target] : PLACEHOLDERS.publishTarget]);
  return (
    <section className="launch-summary" aria-labelledby="launch-summary-title">
      <h3 id="launch-summary-title">Listing summary</h3>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
