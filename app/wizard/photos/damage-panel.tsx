// A photo's damage photos (spec 001 sections 2.1 and 5.3): those added, each with a Remove button,
// and the add control (a damage type and a photo). With JavaScript the photo uploads through the
// same lazily loaded Uppy as the tiles and posts with the chosen type; without it the plain form
// posts both. The master and a photo with five damages get no add control (the server refuses too).
import { DAMAGE_TYPES } from "~contract/vehicles";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { damageRefusal, type SlotPhoto } from "~contract/wizard/photo-slots";
import type { DraftPhotoDto } from "~contract/dto/draft";
import { SelectField, plainField } from "~/components/form";
import { words } from "../steps/shared";
import { UploadBox } from "../uploads/upload-box";

interface Props {
  photo: DraftPhotoDto;
  slot: SlotPhoto;
  label: string;
  step: number;
  draftId: number;
  error?: string[];
}

export function DamagePanel({ photo, slot, label, step, draftId, error }: Props) {
  const id = photo.mediaMetadataId;
  const typeName = `damageType-${id}`;
  const typeOf = () => (document.getElementById(`f-${typeName}`) as HTMLSelectElement | null)?.value ?? "";
  const canAdd = damageRefusal(slot) === null;
  return (
    <div className="damage-panel">
      {photo.damages.length ? (
        <ul className="damage-list" aria-label={`Damages on ${label}`}>
          {photo.damages.map((d) => (
            <li key={d.mediaMetadataId}>
              <img src={d.fileUrl} alt="" width="48" height="36" loading="lazy" />
              <span>{words(d.damageType ?? "OTHER")}</span>
              <button
                type="submit"
                name="intent"
                value={`undamage:${d.mediaMetadataId}`}
                className="button button--ghost button--small"
                aria-label={`Remove damage ${words(d.damageType ?? "OTHER")} from ${label}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <details className="damage-add" open={Boolean(error)}>
          <summary>Add damage</summary>
          <SelectField
            label="Damage type"
            field={plainField(typeName, undefined, error)}
            placeholder="Select"
            options={DAMAGE_TYPES.map((d) => ({ value: d, label: words(d) }))}
          />
          <UploadBox
            name={`damageFile-${id}`}
            label="Damage photo"
            intent={`damage:${id}`}
            kind="DAMAGE"
            accept="image/*"
            maxFiles={1}
            compact
            submitLabel="Add damage photo"
            precheck={() => (typeOf() ? null : WIZARD_MESSAGES.damageTypeMissing)}
            fields={() => ({ step: String(step), id: String(draftId), [typeName]: typeOf() })}
          />
        </details>
      ) : null}
    </div>
  );
}
