// Reading and writing one member's search alerts (spec 000 sections 4 and 7). Every query takes the
// caller's member id: a member sees and changes only their own alerts.
import { ANY, WORLD_BOX, alertBox, type SearchAlertInput, type StoredAlert } from "../contract/alerts";
import type { SearchAlertDto } from "../contract/dto/alerts";
import { batchWithMember, type MemberRead } from "../api/auth-in-batch";
import { memberOrigin } from "./coordinates";

/** The box of an alert that cannot match (distance set, location unknown): no point is inside. */
const EMPTY_BOX = { minLat: 1000, maxLat: -1000, minLng: 1000, maxLng: -1000 };

/** A stored alert with the box it reaches (what the match query compares first). */
export interface AlertRowValues extends StoredAlert {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** The stored form of an alert: the input plus where it reaches from the member's location. */
export function alertRow(input: SearchAlertInput, origin: { lat: number; lng: number } | null): AlertRowValues {
  const base = {
    makeId: input.makeId,
    modelId: input.makeId === ANY ? ANY : input.modelId,
    yearMin: input.yearMinValue,
    yearMax: input.yearMaxValue,
    mileageMax: input.mileageMaxValue,
    distanceMax: input.distanceMaxValueInMiles,
  };
  if (!origin) {
    const box = base.distanceMax === ANY ? WORLD_BOX : EMPTY_BOX;
    return { ...base, originLat: null, originLng: null, cosLat: null, ...box };
  }
  const box = alertBox(origin.lat, origin.lng, Math.max(base.distanceMax, 0));
  return {
    ...base,
    originLat: origin.lat,
    originLng: origin.lng,
    cosLat: box.cosLat,
    ...(base.distanceMax === ANY
      ? WORLD_BOX
      : { minLat: box.minLat, maxLat: box.maxLat, minLng: box.minLng, maxLng: box.maxLng }),
  };
}

export async function buildAlertRow(
  db: D1Database,
  memberId: number,
  input: SearchAlertInput,
): Promise<AlertRowValues> {
  return alertRow(input, await memberOrigin(db, memberId));
}

const SELECT_DTO = `SELECT al.id, al.make_id AS vehicleMakeId, mk.name AS vehicleMakeName, al.model_id AS vehicleModelId,
    md.name AS vehicleModelName, al.year_min AS yearFrom, al.year_max AS yearTo,
    al.distance_max AS distanceMaxValueInMiles, al.mileage_max AS mileageMaxValue, al.created_on AS createdOn
  FROM search_alerts al
  LEFT JOIN vehicle_makes mk ON mk.id = al.make_id
  LEFT JOIN vehicle_models md ON md.id = al.model_id`;

export async function readAlert(db: D1Database, memberId: number, id: number): Promise<SearchAlertDto | null> {
  return db.prepare(`${SELECT_DTO} WHERE al.id = ? AND al.member_id = ?`).bind(id, memberId).first<SearchAlertDto>();
}

/** One page and the count, with the member's row in the same batch when the route reads it there. */
export async function readAlertPage(
  db: D1Database,
  memberId: number,
  page: number,
  size: number,
  member?: MemberRead | null,
) {
  const [rows, count] = await batchWithMember(
    db,
    [
      db
        .prepare(`${SELECT_DTO} WHERE al.member_id = ? ORDER BY al.created_on ASC, al.id ASC LIMIT ? OFFSET ?`)
        .bind(memberId, size, page * size),
      db.prepare("SELECT COUNT(*) AS n FROM search_alerts WHERE member_id = ?").bind(memberId),
    ],
    member,
  );
  // D1 rows are untyped records; the SELECT aliases above give exactly the DTO fields.
  const content = rows!.results as unknown as SearchAlertDto[];
  const totalElements = (count!.results[0] as { n: number }).n;
  return { content, totalElements, last: (page + 1) * size >= totalElements };
}

const COLUMNS = [
  "make_id",
  "model_id",
  "year_min",
  "year_max",
  "mileage_max",
  "distance_max",
  "origin_lat",
  "origin_lng",
  "cos_lat",
  "min_lat",
  "max_lat",
  "min_lng",
  "max_lng",
] as const;

const valuesOf = (r: AlertRowValues) => [
  r.makeId,
  r.modelId,
  r.yearMin,
  r.yearMax,
  r.mileageMax,
  r.distanceMax,
  r.originLat,
  r.originLng,
  r.cosLat,
  r.minLat,
  r.maxLat,
  r.minLng,
  r.maxLng,
];

export async function insertAlert(
  db: D1Database,
  member: { id: number; organizationId: number },
  r: AlertRowValues,
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO search_alerts (member_id, organization_id, ${COLUMNS.join(", ")})
       VALUES (?, ?, ${COLUMNS.map(() => "?").join(", ")}) RETURNING id`,
    )
    .bind(member.id, member.organizationId, ...valuesOf(r))
    .first<{ id: number }>();
  return row!.id;
}

export async function updateAlert(db: D1Database, memberId: number, id: number, r: AlertRowValues): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE search_alerts SET ${COLUMNS.map((c) => `${c} = ?`).join(", ")} WHERE id = ? AND member_id = ?`)
    .bind(...valuesOf(r), id, memberId)
    .run();
  return result.meta.changes > 0;
}

export async function deleteAlert(db: D1Database, memberId: number, id: number): Promise<boolean> {
  const result = await db.prepare("DELETE FROM search_alerts WHERE id = ? AND member_id = ?").bind(id, memberId).run();
  return result.meta.changes > 0;
}

/** Whether the member has another alert with the same parameters (the pre-check's duplicate). */
export async function hasDuplicate(db: D1Database, memberId: number, r: AlertRowValues, exceptId: number | null) {
  const row = await db
    .prepare(
      `SELECT 1 AS x FROM search_alerts WHERE member_id = ? AND make_id = ? AND model_id = ? AND year_min = ? AND year_max = ?
         AND mileage_max = ? AND distance_max = ? AND id <> ? LIMIT 1`,
    )
    .bind(memberId, r.makeId, r.modelId, r.yearMin, r.yearMax, r.mileageMax, r.distanceMax, exceptId ?? -1)
    .first();
  return row !== null;
}

/**
 * Re-places a member's alerts after their location (or their organisation's main one) changed:
 * the account area's profile and location saves call this (decision 0037).
 */
export async function refreshMemberAlerts(db: D1Database, memberId: number): Promise<void> {
  const origin = await memberOrigin(db, memberId);
  const rows = await db
    .prepare(
      `SELECT id, make_id AS makeId, model_id AS modelId, year_min AS yearMinValue, year_max AS yearMaxValue,
         mileage_max AS mileageMaxValue, distance_max AS distanceMaxValueInMiles FROM search_alerts WHERE member_id = ?`,
    )
    .bind(memberId)
    .all<SearchAlertInput & { id: number }>();
  if (rows.results.length === 0) return;
  await db.batch(
    rows.results.map((a) => {
      const r = alertRow(a, origin);
      return db
        .prepare(`UPDATE search_alerts SET ${COLUMNS.map((c) => `${c} = ?`).join(", ")} WHERE id = ? AND member_id = ?`)
        .bind(...valuesOf(r), a.id, memberId);
    }),
  );
}

/**
 * Re-places the alerts of every member of an organisation: after its main location (the default
 * for members without their own) or one of its other locations moved, or members were moved off
 * a removed or rejected location. Organisations are a handful of members, so one pass each.
 */
export async function refreshOrganizationAlerts(db: D1Database, organizationId: number): Promise<void> {
  const owners = await db
    .prepare("SELECT DISTINCT member_id AS id FROM search_alerts WHERE organization_id = ?")
    .bind(organizationId)
    .all<{ id: number }>();
  for (const { id } of owners.results) await refreshMemberAlerts(db, id);
}
