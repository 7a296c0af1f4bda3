// Step: photos, a tile per perspective (spec 001 sections 2.1, 4.6 and 5.3; decision 0073). This
// module also holds what the photo summary step shares with it: the view (tiles or the reorder
// grid), the photo buttons, and the section both save. The internals are in ../photos and ../uploads.
import { MINIMUM_PHOTOS } from "~contract/vehicles";
import { sectionErrors } from "../step-parse.server";
import { PHOTOS_TO_SKIP_SUMMARY } from "~contract/wizard/steps";
import { arrange, missingPerspectives, perspectiveLabel } from "~contract/wizard/photo-slots";
import { defineStep, type StepDef, type StepPost, type StepProps } from "../step-def";
import { UploadBox } from "../uploads/upload-box";
import { PerspectiveTiles } from "../photos/perspective-tiles";
import { SummaryGrid } from "../photos/summary-grid";
import { photoButton, photosOf } from "../photo-actions.server";

/** The photo buttons' intents (photo-actions.server.ts answers each); here so the page can list them. */
const PHOTO_VERBS = ["upload", "delete", "up", "down", "order", "place", "damage", "undamage"] as const;
import { mediaSection } from "../form-sections.server";

export function PhotosView({ step, draft, errors, summary }: StepProps & { summary: boolean }) {
  const photos = draft?.vehicleMedia.photos ?? [];
  const slots = arrange(photos);
  const byId = new Map(photos.map((p) => [p.mediaMetadataId, p]));
  const missing = missingPerspectives(slots);
  const draftId = draft?.id ?? 0;
  const problem = errors.photos?.[0] ?? errors.damages?.[0];
  return (
    <div className="stack">
      <p className="muted" data-testid="photo-count">
        {photos.length} of {MINIMUM_PHOTOS} required photos. Positions 1 to 12 are the master, the six exterior sides
        and four interior views; more photos are extras.
      </p>
      {missing.length ? (
        <p className="photo-missing" data-testid="missing-perspectives">
          <strong>Missing perspectives:</strong> {missing.map(perspectiveLabel).join(", ")}
        </p>
      ) : null}
      {problem ? (
        <p className="form-error" role="alert">
          {problem}
        </p>
      ) : null}
      <UploadBox
        name="photos"
        label={missing.length ? "Add photos (they fill the missing perspectives in order)" : "Add extra photos"}
        intent="upload"
        kind="PHOTO"
        accept="image/*"
        multiple
        fields={{ step: String(step), id: String(draftId) }}
      />
      {summary ? (
        <SummaryGrid slots={slots} byId={byId} step={step} draftId={draftId} />
      ) : (
        <PerspectiveTiles slots={slots} byId={byId} step={step} draftId={draftId} errors={errors} />
      )}
    </div>
  );
}

/** What both photo steps share: the media section and its errors, and the photo buttons. */
export const PHOTO_STEP_PARTS = {
  title: "PHOTOS",
  section: "vehicleMedia",
  warnOnLeave: true,
  keepMounted: true,
  // Sent as it is, so leaving the step records its errors for the side navigation's icon.
  parse: async ({ draft, today }) =>
    draft
      ? {
          body: { vehicleMedia: mediaSection(draft, photosOf(draft)) },
          errors: sectionErrors("vehicleMedia", draft, { today, hasGroup: false }),
        }
      : { body: {}, errors: {} },
  intents: Object.fromEntries(PHOTO_VERBS.map((verb) => [verb, (p: StepPost) => photoButton(p, verb)])),
} satisfies Partial<StepDef<unknown>>;

export const photosStep = defineStep({
  ...PHOTO_STEP_PARTS,
  id: "photos",
  label: "Photos",
  alias: "add-photo",
  summary: (draft) => [["Photos", `${draft.vehicleMedia.photos.length}`]],
  // "Next from step 4 with 7 photos goes to step 6" (spec 001 section 2.1).
  next: ({ photoCount }) => (photoCount === PHOTOS_TO_SKIP_SUMMARY ? "videos" : undefined),
  View: (props: StepProps) => <PhotosView {...props} summary={false} />,
});
