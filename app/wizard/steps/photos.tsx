// Steps 4 and 5 (spec 001 sections 2.1, 4.6 and 5.3; decision 0073): step 4 has a tile per
// perspective, step 5 the summary grid to reorder. Both take several files at once into the next
// free perspectives, and show which perspectives are still missing and Next's messages ('Not
// enough photos', 'Not enough perspectives'); the side navigation carries the step tooltips.
import { MINIMUM_PHOTOS } from "~contract/vehicles";
import { arrange, missingPerspectives, perspectiveLabel } from "~contract/wizard/photo-slots";
import { type StepProps } from "./shared";
import { UploadBox } from "../uploads/upload-box";
import { PerspectiveTiles } from "../photos/perspective-tiles";
import { SummaryGrid } from "../photos/summary-grid";

export function PhotosStep({ draft, errors, page }: StepProps) {
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
        fields={{ step: String(page.step), id: String(draftId) }}
      />
      {page.step === 5 ? (
        <SummaryGrid slots={slots} byId={byId} step={page.step} draftId={draftId} />
      ) : (
        <PerspectiveTiles slots={slots} byId={byId} step={page.step} draftId={draftId} errors={errors} />
      )}
    </div>
  );
}
