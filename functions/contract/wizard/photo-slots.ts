// The photo perspectives of steps 4 and 5 (spec 001 sections 2.1, 3 and 4.6; decision 0073). A
// perspective belongs to the photo, not to its position: the list is kept in perspective order
// (MASTER, the six sides, four interior views, then extras as OTHER), an upload goes into a free
// perspective, a delete leaves that perspective missing and renumbers the rest, and a reorder moves
// photos between the occupied perspectives (the photo dragged first becomes the master).
import { PHOTO_PERSPECTIVES, REQUIRED_PERSPECTIVES, type PhotoPerspective } from "../vehicles";
import { MAX_DAMAGES_PER_PHOTO } from "../media";
import { WIZARD_MESSAGES } from "../messages/wizard";

export interface SlotPhoto {
  mediaMetadataId: number;
  perspective: PhotoPerspective;
  damages: { mediaMetadataId: number; damageType: string | null }[];
}

const rank = (p: PhotoPerspective) => PHOTO_PERSPECTIVES.indexOf(p);
const isPerspective = (p: unknown): p is PhotoPerspective => PHOTO_PERSPECTIVES.includes(p as PhotoPerspective);

/** Photos as stored (perspective may be missing or repeated) in perspective order, one photo each. */
export function arrange(
  photos: { mediaMetadataId: number; perspective?: string | null; damages: SlotPhoto["damages"] }[],
): SlotPhoto[] {
  const taken = new Set<PhotoPerspective>();
  const out = photos.map((p, i) => {
    // Drafts saved before perspectives were chosen took them from the position.
    let perspective = isPerspective(p.perspective)
      ? p.perspective
      : PHOTO_PERSPECTIVES[Math.min(i, PHOTO_PERSPECTIVES.length - 1)];
    if (perspective !== "OTHER" && taken.has(perspective)) perspective = "OTHER";
    taken.add(perspective);
    return { mediaMetadataId: p.mediaMetadataId, perspective, damages: p.damages };
  });
  return out
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p.perspective) - rank(b.p.perspective) || a.i - b.i)
    .map((x) => x.p);
}

export function missingPerspectives(photos: SlotPhoto[]): PhotoPerspective[] {
  const present = new Set(photos.map((p) => p.perspective));
  return REQUIRED_PERSPECTIVES.filter((p) => !present.has(p));
}

/**
 * New uploads placed: the first into `target` when it is free, the others into the next free
 * perspectives after it (then from the start), and extras once all twelve are taken.
 */
export function placeUploads(photos: SlotPhoto[], ids: number[], target?: PhotoPerspective | null): SlotPhoto[] {
  const free = missingPerspectives(photos);
  const start = target && target !== "OTHER" ? free.indexOf(target) : -1;
  const queue = start >= 0 ? [...free.slice(start), ...free.slice(0, start)] : free;
  const added = ids.map((id, i) => ({
    mediaMetadataId: id,
    perspective: queue[i] ?? ("OTHER" as const),
    damages: [],
  }));
  return arrange([...photos, ...added]);
}

/** Why `photo` cannot take another damage photo, or null. */
export function damageRefusal(photo: SlotPhoto): string | null {
  if (photo.perspective === "MASTER") return WIZARD_MESSAGES.noDamageOnMaster;
  if (photo.damages.length >= MAX_DAMAGES_PER_PHOTO) return WIZARD_MESSAGES.tooManyDamages;
  return null;
}

/**
 * The photos in the order `order` names (every current id once), each taking the perspective of
 * the position it moved to; an error when the order is not a permutation or gives the master a
 * photo with damages.
 */
export function reorder(photos: SlotPhoto[], order: number[]): { photos: SlotPhoto[] } | { error: string } {
  const byId = new Map(photos.map((p) => [p.mediaMetadataId, p]));
  if (order.length !== photos.length || new Set(order).size !== order.length || order.some((id) => !byId.has(id)))
    return { error: WIZARD_MESSAGES.photoOrderStale };
  const moved = order.map((id, i) => ({ ...byId.get(id)!, perspective: photos[i].perspective }));
  if (moved.some((p) => p.perspective === "MASTER" && p.damages.length > 0))
    return { error: WIZARD_MESSAGES.noDamageOnMaster };
  return { photos: moved };
}

/** One photo moved one place earlier (-1) or later (+1). */
export function moveBy(photos: SlotPhoto[], id: number, delta: -1 | 1) {
  const order = photos.map((p) => p.mediaMetadataId);
  const i = order.indexOf(id);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= order.length) return { photos };
  [order[i], order[j]] = [order[j], order[i]];
  return reorder(photos, order);
}

/** The dealer's words for a perspective ("Left front", "Interior 1", "Extra"). */
export function perspectiveLabel(p: PhotoPerspective): string {
  if (p === "MASTER") return "Master";
  if (p === "OTHER") return "Extra";
  return p.charAt(0) + p.slice(1).toLowerCase().replace(/_/g, " ");
}
