// Step 4 (spec 001 section 2.1: "Photos, one perspective at a time"; decision 0073): a tile per
// required perspective, filled with its photo or an upload box for it, then the extra photos and
// the add-extra-photo tile, which appears only once the twelve are there. Without JavaScript only
// the filled tiles show: the step's one multiple-file input fills the missing perspectives in
// order (listed above it) and the summary puts each photo in its place (decision 0117), instead of
// twelve file boxes down a phone's screen.
import { REQUIRED_PERSPECTIVES, type PhotoPerspective } from "~contract/vehicles";
import { perspectiveLabel, type SlotPhoto } from "~contract/wizard/photo-slots";
import type { FieldErrors } from "~contract/api";
import type { DraftPhotoDto } from "~contract/dto/draft";
import { useHydrated } from "remix-utils/use-hydrated";
import { UploadBox } from "../uploads/upload-box";
import { DamagePanel } from "./damage-panel";
import { firstScreen } from "./first-screen";

interface Props {
  slots: SlotPhoto[];
  byId: Map<number, DraftPhotoDto>;
  step: number;
  draftId: number;
  errors: FieldErrors;
}

export function PerspectiveTiles({ slots, byId, step, draftId, errors }: Props) {
  const hydrated = useHydrated();
  const taken = new Map(slots.filter((s) => s.perspective !== "OTHER").map((s) => [s.perspective, s]));
  const extras = slots.filter((s) => s.perspective === "OTHER");
  const tile = (p: PhotoPerspective, n: number, slot: SlotPhoto | undefined) => {
    const label = p === "OTHER" ? `Extra photo ${n - REQUIRED_PERSPECTIVES.length}` : perspectiveLabel(p);
    const photo = slot ? byId.get(slot.mediaMetadataId) : undefined;
    if (!photo && !hydrated) return null;
    return (
      <li
        key={slot?.mediaMetadataId ?? p}
        className={photo ? "photo-tile" : "photo-tile photo-tile--missing"}
        data-perspective={p}
        data-filled={photo ? "true" : "false"}
      >
        <p className="photo-tile__label">
          <span className="photo-tile__number">{n}</span> {label}
          {photo ? null : <span className="photo-tile__flag">Missing</span>}
        </p>
        {photo && slot ? (
          <>
            <img src={photo.thumbnailUrl ?? photo.fileUrl} alt={label} width="320" height="180" {...firstScreen(n)} />
            <button
              type="submit"
              name="intent"
              value={`delete:${photo.mediaMetadataId}`}
              className="button button--danger button--small"
              aria-label={`Delete ${label} photo`}
            >
              Delete
            </button>
            <DamagePanel
              photo={photo}
              slot={slot}
              label={label}
              step={step}
              draftId={draftId}
              error={errors[`damage-${photo.mediaMetadataId}`]}
            />
          </>
        ) : (
          <UploadBox
            name={`photo-${p}`}
            label={`Upload ${label} photo`}
            intent={`upload:${p}`}
            kind="PHOTO"
            accept="image/*"
            multiple
            compact
            error={errors[`photo-${p}`]?.[0]}
            fields={{ step: String(step), id: String(draftId) }}
          />
        )}
      </li>
    );
  };
  return (
    <ol className="photo-grid photo-grid--perspectives" aria-label="Photos by perspective">
      {REQUIRED_PERSPECTIVES.map((p, i) => tile(p, i + 1, taken.get(p)))}
      {extras.map((s, i) => tile("OTHER", REQUIRED_PERSPECTIVES.length + i + 1, s))}
      {taken.size === REQUIRED_PERSPECTIVES.length && hydrated ? (
        <li className="photo-tile photo-tile--missing" data-perspective="EXTRA">
          <p className="photo-tile__label">Add an extra photo</p>
          <UploadBox
            name="photo-OTHER"
            label="Upload extra photos"
            intent="upload:OTHER"
            kind="PHOTO"
            accept="image/*"
            multiple
            compact
            error={errors["photo-OTHER"]?.[0]}
            fields={{ step: String(step), id: String(draftId) }}
          />
        </li>
      ) : null}
    </ol>
  );
}
