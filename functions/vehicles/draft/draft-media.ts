// The media part of a draft save: which uploaded rows the draft may take (its organisation's,
// unattached or already this vehicle's), the statements that attach, order and drop them, and the
// R2 keys the dropped rows leave behind.
import type { ApiContext } from "../../api/types";
import { invalid } from "../../api/http";
import type { DraftSave } from "../../contract/wizard/draft-request";
import { MAX_DAMAGES_PER_PHOTO, MAX_VIDEOS } from "../../contract/media";
import { PHOTO_PERSPECTIVES } from "../../contract/vehicles";
import { WIZARD_MESSAGES } from "../../contract/messages/wizard";

interface Row {
  id: number;
  organization_id: number;
  vehicle_id: number | null;
  kind: string;
  r2_key: string;
  thumbnail_r2_key: string | null;
}

const UNKNOWN_MEDIA = "Unknown media";

/** Ids the body names, by the kind they are to become. */
function referenced(body: DraftSave) {
  const out: { id: number; kind: string; parent?: number }[] = [];
  for (const p of body.vehicleMedia?.photos ?? []) {
    out.push({ id: p.mediaMetadataId, kind: "PHOTO" });
    for (const d of p.damages) out.push({ id: d.mediaMetadataId, kind: "DAMAGE", parent: p.mediaMetadataId });
  }
  for (const v of body.vehicleMedia?.videos ?? []) {
    out.push({ id: v.mediaMetadataId, kind: "VIDEO" });
    if (v.previewMediaMetadataId) out.push({ id: v.previewMediaMetadataId, kind: "PHOTO", parent: v.mediaMetadataId });
  }
  for (const s of body.serviceHistory?.photoRecords ?? []) out.push({ id: s.mediaMetadataId, kind: "SERVICE" });
  return out;
}

/** Refuses bodies that name foreign media or break the hard limits (412); checks the rest later. */
export function checkMediaShape(body: DraftSave): void {
  const media = body.vehicleMedia;
  if (!media) return;
  if (media.videos.length > MAX_VIDEOS) throw invalid({ videos: [WIZARD_MESSAGES.tooManyVideos] });
  media.photos.forEach((p, i) => {
    if (p.damages.length > MAX_DAMAGES_PER_PHOTO) throw invalid({ photos: [WIZARD_MESSAGES.tooManyDamages] });
    // The master is the photo that takes MASTER, given or (when none is given) by position.
    const perspective = p.perspective ?? PHOTO_PERSPECTIVES[Math.min(i, PHOTO_PERSPECTIVES.length - 1)];
    if (perspective === "MASTER" && p.damages.length > 0) throw invalid({ photos: [WIZARD_MESSAGES.noDamageOnMaster] });
  });
  const ids = referenced(body).map((r) => r.id);
  if (new Set(ids).size !== ids.length) throw invalid({ vehicleMedia: [UNKNOWN_MEDIA] });
}

/** The rows of `vehicleId` and those the body names; 412 when a named one is not the caller's to use. */
/** Ids the body asks to delete (photosToDelete, videosToDelete, photoRecordsToDelete). */
const toDelete = (body: DraftSave) => [
  ...(body.vehicleMedia?.photosToDelete ?? []),
  ...(body.vehicleMedia?.videosToDelete ?? []),
  ...(body.serviceHistory?.photoRecordsToDelete ?? []),
];

export async function loadMediaRows(c: ApiContext, body: DraftSave, vehicleId: number): Promise<Row[]> {
  const named = [...new Set([...referenced(body).map((r) => r.id), ...toDelete(body)])];
  const placeholders = named.map(() => "?").join(", ");
  const rows = await c.env.DB.prepare(
    `SELECT id, organization_id, vehicle_id, kind, r2_key, thumbnail_r2_key FROM vehicle_media
     WHERE vehicle_id = ?${named.length ? ` OR id IN (${placeholders})` : ""}`,
  )
    .bind(vehicleId, ...named)
    .all<Row>();
  const byId = new Map(rows.results.map((r) => [r.id, r]));
  for (const id of named) {
    const row = byId.get(id);
    const usable =
      row &&
      row.organization_id === c.caller.organizationId &&
      (row.vehicle_id === null || row.vehicle_id === vehicleId);
    if (!usable) throw invalid({ vehicleMedia: [UNKNOWN_MEDIA] });
  }
  return rows.results;
}

/** Statements that make the vehicle's media what the body says, and the keys of dropped rows. */
export interface Guard {
  /** An SQL condition appended to every statement, true only inside the save that claimed the version. */
  sql: string;
  values: unknown[];
}

export function mediaStatements(db: D1Database, body: DraftSave, vehicleId: number, rows: Row[], guard: Guard) {
  const statements: D1PreparedStatement[] = [];
  const keep = new Set<number>();
  const dropKinds = new Set<string>();
  const attach = (
    id: number,
    kind: string,
    sort: number,
    extra: { perspective?: string | null; parent?: number | null; damageType?: string | null },
  ) => {
    keep.add(id);
    statements.push(
      db
        .prepare(
          `UPDATE vehicle_media SET vehicle_id = ?, kind = ?, sort_number = ?, perspective = ?, parent_media_id = ?, damage_type = ?
           WHERE id = ? AND ${guard.sql}`,
        )
        .bind(
          vehicleId,
          kind,
          sort,
          extra.perspective ?? null,
          extra.parent ?? null,
          extra.damageType ?? null,
          id,
          ...guard.values,
        ),
    );
  };
  if (body.vehicleMedia) {
    ["PHOTO", "DAMAGE", "VIDEO"].forEach((k) => dropKinds.add(k));
    const deleted = new Set([...body.vehicleMedia.photosToDelete, ...body.vehicleMedia.videosToDelete]);
    body.vehicleMedia.photos
      .filter((p) => !deleted.has(p.mediaMetadataId))
      .forEach((p, i) => {
        const perspective = p.perspective ?? PHOTO_PERSPECTIVES[Math.min(i, PHOTO_PERSPECTIVES.length - 1)];
        attach(p.mediaMetadataId, "PHOTO", i + 1, { perspective });
        p.damages.forEach((d, j) =>
          attach(d.mediaMetadataId, "DAMAGE", j + 1, { parent: p.mediaMetadataId, damageType: d.damageType }),
        );
      });
    body.vehicleMedia.videos
      .filter((v) => !deleted.has(v.mediaMetadataId))
      .forEach((v, i) => {
        attach(v.mediaMetadataId, "VIDEO", i + 1, {});
        if (v.previewMediaMetadataId) attach(v.previewMediaMetadataId, "PHOTO", 0, { parent: v.mediaMetadataId });
      });
  }
  if (body.serviceHistory) {
    dropKinds.add("SERVICE");
    const deleted = new Set(body.serviceHistory.photoRecordsToDelete);
    // "NONE" clears the scans (spec 001 section 4.6).
    const scans = body.serviceHistory.type === "NONE" ? [] : body.serviceHistory.photoRecords;
    scans
      .filter((s) => !deleted.has(s.mediaMetadataId))
      .forEach((s, i) => attach(s.mediaMetadataId, "SERVICE", i + 1, {}));
  }
  const deleteIds = new Set(toDelete(body));
  const dropped = rows.filter(
    (r) =>
      (r.vehicle_id === vehicleId && !keep.has(r.id) && dropKinds.has(r.kind)) ||
      (deleteIds.has(r.id) && !keep.has(r.id)),
  );
  for (const r of dropped)
    statements.push(db.prepare(`DELETE FROM vehicle_media WHERE id = ? AND ${guard.sql}`).bind(r.id, ...guard.values));
  return { statements, droppedKeys: dropped.flatMap((r) => [r.r2_key, r.thumbnail_r2_key]) };
}
