// Steps 4 and 5: the twelve required photos (and extras) with their damages.
import { DAMAGE_TYPES } from "~contract/vehicles";
import { MAX_DAMAGES_PER_PHOTO } from "~contract/media";
import { Select } from "../fields";
import { submit, words, type StepProps } from "./shared";
import { UploadBox } from "../uploads/upload-box";

export function PhotosStep({ draft, errors, page }: StepProps) {
  const photos = draft?.vehicleMedia.photos ?? [];
  const summary = page.step === 5;
  return (
    <div className="stack">
      <p className="muted">
        {photos.length} of 12 required photos. Positions 1 to 12 are the master, the six exterior sides and four
        interior views.
      </p>
      <UploadBox
        name="photos"
        label="Add photos"
        intent="upload"
        kind="PHOTO"
        accept="image/*"
        multiple
        error={errors.photos?.[0]}
        fields={{ step: String(page.step), id: String(draft?.id ?? "") }}
      />
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
