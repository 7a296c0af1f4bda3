// The photo buttons of steps 4 and 5 (spec 001 sections 2.1, 4.6 and 5.3; decision 0073): upload
// into a perspective (or the next free ones), delete and renumber, reorder by drag or move buttons,
// add and remove damage photos. Each answers the photo list to save and where to go, or an error
// for a field of the step.
import type { DraftDto } from "~contract/dto/draft";
import { PHOTO_PERSPECTIVES, type PhotoPerspective } from "~contract/vehicles";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { arrange, damageRefusal, moveBy, placeUploads, reorder, type SlotPhoto } from "~contract/wizard/photo-slots";
import { uploadFiles, type WizardCall } from "./wizard-api.server";
import { placeOrder, wantedPlaces } from "./photos/place-order";
import { mediaSection } from "./form-sections.server";
import type { StepPost } from "./step-def";

export type PhotoOutcome =
  | { photos: SlotPhoto[]; toDelete?: number[]; to?: "photos" | "photo-summary" }
  | { errors: Record<string, string[]> };

export const photosOf = (draft: DraftDto | null): SlotPhoto[] =>
  arrange(
    (draft?.vehicleMedia.photos ?? []).map((p) => ({
      mediaMetadataId: p.mediaMetadataId,
      perspective: p.perspective,
      damages: p.damages.map((d) => ({ mediaMetadataId: d.mediaMetadataId, damageType: d.damageType })),
    })),
  );

/** Media ids Uppy already uploaded (JavaScript); the draft save checks each is this organisation's. */
const uploadedIds = (form: FormData) =>
  form
    .getAll("uploaded")
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);

const files = (form: FormData, name: string) =>
  form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);

/** Media ids Uppy already uploaded (JavaScript), else the files the plain form posted as `name`. */
export async function uploadedOr(c: WizardCall, form: FormData, name: string, kind: string) {
  const ids = uploadedIds(form);
  if (ids.length) return { ids, error: null as string | null };
  return uploadFiles(c, files(form, name), kind);
}

/** Uploads posted to the perspectives' own inputs, then the multiple input into the free ones. */
async function upload(c: WizardCall, form: FormData, photos: SlotPhoto[], arg: string): Promise<PhotoOutcome> {
  const target = PHOTO_PERSPECTIVES.includes(arg as PhotoPerspective) ? (arg as PhotoPerspective) : null;
  let list = photos;
  const fromUppy = uploadedIds(form);
  if (fromUppy.length) list = placeUploads(list, fromUppy, target);
  else {
    // Without JavaScript every tile's file input posts with the form: none of them is lost.
    for (const p of PHOTO_PERSPECTIVES) {
      const chosen = files(form, `photo-${p}`);
      if (!chosen.length) continue;
      const up = await uploadFiles(c, chosen, "PHOTO");
      list = placeUploads(list, up.ids, p);
      if (up.error) return { errors: { [`photo-${p}`]: [up.error] } };
    }
    const up = await uploadFiles(c, files(form, "photos"), "PHOTO");
    list = placeUploads(list, up.ids, target);
    if (up.error) return { errors: { photos: [up.error] } };
  }
  // "The first upload continues to the summary" (step 5) once there are enough to review.
  return { photos: list, to: list.length >= 12 && list.length > photos.length ? "photo-summary" : undefined };
}

async function addDamage(c: WizardCall, form: FormData, photos: SlotPhoto[], id: number): Promise<PhotoOutcome> {
  const field = `damage-${id}`;
  const photo = photos.find((p) => p.mediaMetadataId === id);
  if (!photo) return { errors: { photos: [WIZARD_MESSAGES.photoOrderStale] } };
  const refused = damageRefusal(photo);
  if (refused) return { errors: { [field]: [refused] } };
  const type = String(form.get(`damageType-${id}`) ?? "");
  if (!type) return { errors: { [field]: [WIZARD_MESSAGES.damageTypeMissing] } };
  let ids = uploadedIds(form);
  if (!ids.length) {
    const chosen = files(form, `damageFile-${id}`);
    if (!chosen.length) return { errors: { [field]: [WIZARD_MESSAGES.damageMissing] } };
    const up = await uploadFiles(c, chosen.slice(0, 1), "DAMAGE");
    if (up.error || !up.ids.length) return { errors: { [field]: [up.error ?? WIZARD_MESSAGES.wrongFileType] } };
    ids = up.ids;
  }
  const damages = [...photo.damages, { mediaMetadataId: ids[0], damageType: type }];
  return { photos: photos.map((p) => (p === photo ? { ...p, damages } : p)) };
}

export async function photoAction(
  c: WizardCall,
  form: FormData,
  draft: DraftDto | null,
  verb: string,
  arg: string,
): Promise<PhotoOutcome> {
  const photos = photosOf(draft);
  const target = Number(arg);
  const orderError = (r: ReturnType<typeof reorder>): PhotoOutcome =>
    "error" in r ? { errors: { photos: [r.error] } } : { photos: r.photos };
  switch (verb) {
    case "upload":
      return upload(c, form, photos, arg);
    case "delete": {
      // The others keep their perspectives and are renumbered; the freed one shows as missing.
      const list = photos.filter((p) => p.mediaMetadataId !== target);
      return { photos: list, toDelete: [target], to: list.length === 0 ? "photos" : undefined };
    }
    case "up":
    case "down":
      return orderError(moveBy(photos, target, verb === "up" ? -1 : 1));
    case "order":
      return orderError(
        reorder(
          photos,
          String(form.get("order") ?? "")
            .split(",")
            .map(Number),
        ),
      );
    case "place": {
      // The summary's place pickers without JavaScript (app/wizard/photos/place-order.ts).
      const ids = photos.map((p) => p.mediaMetadataId);
      return orderError(reorder(photos, placeOrder(ids, wantedPlaces(form, ids))));
    }
    case "damage":
      return addDamage(c, form, photos, target);
    case "undamage":
      return {
        photos: photos.map((p) => ({ ...p, damages: p.damages.filter((d) => d.mediaMetadataId !== target) })),
        toDelete: [target],
      };
    default:
      return { photos };
  }
}

/** A photo button pressed on step 4 or 5: the list saved and where to go, or the step again. */
export async function photoButton(p: StepPost, verb: string) {
  const out = await photoAction(p.c, p.form, p.draft, verb, p.arg);
  if ("errors" in out) return p.fail(out.errors);
  return p.save({ vehicleMedia: mediaSection(p.draft, out.photos, out.toDelete) }, out.to ?? "here");
}
