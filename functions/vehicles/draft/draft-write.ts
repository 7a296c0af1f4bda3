// POST /auction/draft (spec 001 sections 4.6 and 7): starts a draft or saves sections of one.
// Optimistic: the body carries the version it was loaded at and a stale one gets 409. All writes
// of one save are one D1 batch (a transaction); each statement after the first only runs if the
// first claimed the version, so two saves racing from the same version never mix (decision 0044).
import type { ApiContext } from "../../api/types";
import { conflict, notFound, parseBody } from "../../api/http";
import { can } from "../../contract/policy";
import { DraftSaveSchema, type DraftSave } from "../../contract/wizard/draft-request";
import { featureById } from "../../contract/vehicle-features";
import { ROOM_MESSAGES } from "../../contract/messages/auction";
import { auctionIdOf, loadForViewer, ukToday } from "../../auctions/http/route-helpers";
import { requireSellerCaller } from "../../organisation/seller-access";
import { checkMediaShape, loadMediaRows, mediaStatements } from "./draft-media";
import { deleteUnreferenced } from "../../media/media-store";
import { readDraft } from "./draft-read";
import { recordErrors } from "./draft-record";

const VEHICLE_COLUMNS: Record<string, string> = {
  registrationPlate: "registration_plate",
  makeId: "make_id",
  modelId: "model_id",
  derivative: "derivative",
  mileage: "mileage",
  year: "year",
  dateOfFirstRegistration: "date_of_first_registration",
  mot: "mot",
  colour: "colour",
  carType: "car_type",
  doors: "doors",
  fuel: "fuel",
  engineSize: "engine_size",
  transmission: "transmission",
  previousKeepersInTotal: "previous_keepers_in_total",
  vin: "vin",
  vehicleCapCapId: "vehicle_cap_cap_id",
};
const TYRE_COLUMNS: Record<string, string> = {
  nearsideFront: "tire_nearside_front_mm",
  nearsideRear: "tire_nearside_rear_mm",
  offsideFront: "tire_offside_front_mm",
  offsideRear: "tire_offside_rear_mm",
};
const SETTING_COLUMNS: Record<string, string> = {
  locationId: "location_id",
  type: "type",
  minimumPriceInPence: "minimum_price_in_pence",
  autoAcceptPriceInPence: "auto_accept_price_in_pence",
  buyNowPriceInPence: "buy_now_price_in_pence",
  tryingToDealDeliveryDate: "trying_to_deal_delivery_date",
  tryingToDealDeliveryDateType: "trying_to_deal_delivery_date_type",
  timeOption: "time_option",
  publishTarget: "publish_target",
};

/** `col = ?` pairs for the keys the section carries (absent keys are left alone). */
function assignments(section: Record<string, unknown> | null | undefined, columns: Record<string, string>) {
  const sets: string[] = [];
  const values: unknown[] = [];
  for (const [key, column] of Object.entries(columns)) {
    if (!section || !(key in section)) continue;
    let value = section[key] ?? null;
    if (typeof value === "string" && column === "registration_plate") value = value.trim().toUpperCase();
    sets.push(`${column} = ?`);
    values.push(value);
  }
  return { sets, values };
}

function vehicleAssignments(body: DraftSave) {
  const basic = assignments(body.basicData, VEHICLE_COLUMNS);
  const tyres = assignments(body.tyreThreadDepths, TYRE_COLUMNS);
  const sets = [...basic.sets, ...tyres.sets];
  const values = [...basic.values, ...tyres.values];
  if (body.basicData?.fuel === "Electric") {
    sets.push("engine_size = NULL");
  }
  if (body.serviceHistory) {
    const none = body.serviceHistory.type === "NONE";
    sets.push("service_history_type = ?", "service_history_records = ?");
    values.push(body.serviceHistory.type ?? null, JSON.stringify(none ? [] : body.serviceHistory.manualRecords));
  }
  if (body.vehicleFeatures) {
    const dictionary = body.vehicleFeatures.vehicleFeaturesDictionaryIds
      .map((id) => featureById(id))
      .filter((f) => f !== null)
      .map((f) => ({ id: f.id, value: f.value }));
    // A case-insensitive duplicate is dropped; the first spelling stays (spec 001 section 5.6).
    const seen = new Set<string>();
    const custom = body.vehicleFeatures.vehicleFeaturesCustom.filter((f) => {
      const key = f.toLowerCase();
      return seen.has(key) ? false : (seen.add(key), true);
    });
    sets.push("features = ?");
    values.push(JSON.stringify({ dictionary, custom }));
  }
  if (body.descriptionAndSettings && "description" in body.descriptionAndSettings) {
    sets.push("description = ?");
    values.push(body.descriptionAndSettings.description ?? null);
  }
  return { sets, values };
}

async function createDraft(c: ApiContext, organizationId: number): Promise<{ auctionId: number; vehicleId: number }> {
  const db = c.env.DB;
  const [, auction] = await db.batch<{ id: number; vehicle_id: number }>([
    db.prepare("INSERT INTO vehicles (organization_id, seller_id) VALUES (?, ?)").bind(organizationId, c.caller.id),
    db
      .prepare(
        "INSERT INTO auctions (vehicle_id, organization_id, seller_id, status) VALUES (last_insert_rowid(), ?, ?, 'DRAFT') RETURNING id, vehicle_id",
      )
      .bind(organizationId, c.caller.id),
  ]);
  const row = auction.results[0];
  return { auctionId: row.id, vehicleId: row.vehicle_id };
}

/** The draft to save into: an existing one the caller may edit at `version`, or a new one. */
async function targetOf(c: ApiContext, body: DraftSave, organizationId: number) {
  if (!body.id) return { ...(await createDraft(c, organizationId)), version: 0 };
  const auctionId = auctionIdOf({ ...c, params: { id: String(body.id) } });
  const { row, viewer } = await loadForViewer(c, auctionId);
  if (!can(viewer, "manage", row)) throw notFound();
  if (!can(viewer, "edit", row)) throw conflict("Only a draft can be saved");
  const current = await c.env.DB.prepare("SELECT version FROM vehicles WHERE id = ?")
    .bind(row.vehicleId)
    .first<{ version: number }>();
  if (!current) throw notFound();
  if (body.version !== current.version) throw conflict(ROOM_MESSAGES.STALE, "STALE_VERSION");
  return { auctionId, vehicleId: row.vehicleId, version: current.version };
}

export async function saveDraft(c: ApiContext) {
  const organizationId = requireSellerCaller(c);
  const body = await parseBody(c.request, DraftSaveSchema);
  checkMediaShape(body);
  const target = await targetOf(c, body, organizationId);
  const rows = await loadMediaRows(c, body, target.vehicleId);
  const db = c.env.DB;
  // Unique per save, so the guard below tells this save's claim from a racing one's.
  const stamp = `${c.clock.iso().slice(0, -1)}${String(crypto.getRandomValues(new Uint32Array(1))[0]).padStart(10, "0")}Z`;
  const guard = {
    sql: "EXISTS (SELECT 1 FROM vehicles WHERE id = ? AND version = ? AND last_modified_on = ?)",
    values: [target.vehicleId, target.version + 1, stamp],
  };
  const vehicle = vehicleAssignments(body);
  const claim = db
    .prepare(
      `UPDATE vehicles SET ${[...vehicle.sets, "version = version + 1", "last_modified_on = ?"].join(", ")}
       WHERE id = ? AND version = ?`,
    )
    .bind(...vehicle.values, stamp, target.vehicleId, target.version);
  const media = mediaStatements(db, body, target.vehicleId, rows, guard);
  const settings = assignments(body.descriptionAndSettings, SETTING_COLUMNS);
  const auctionSets = [
    ...settings.sets,
    "make_id = (SELECT make_id FROM vehicles WHERE id = ?)",
    "last_modified_on = ?",
  ];
  if (body.formStep) auctionSets.push(`form_step = ${Number(body.formStep)}`);
  const auction = db
    .prepare(`UPDATE auctions SET ${auctionSets.join(", ")} WHERE id = ? AND status = 'DRAFT' AND ${guard.sql}`)
    .bind(...settings.values, target.vehicleId, stamp.slice(0, 23) + "Z", target.auctionId, ...guard.values);
  const results = await db.batch([claim, ...media.statements, auction]);
  // Lost a race with a save from the same version: the guard kept every other statement idle.
  if ((results[0].meta.changes ?? 0) === 0) throw conflict(ROOM_MESSAGES.STALE, "STALE_VERSION");
  c.ctx.waitUntil(deleteUnreferenced(c.env, media.droppedKeys).catch((e) => console.error("media cleanup", e)));
  const draft = await readDraft(c, target.auctionId);
  const validationErrors = await recordErrors(c, body, draft, ukToday(c.clock.now()));
  return { id: draft.id, version: draft.version, auctionVersion: draft.auctionVersion, validationErrors };
}
