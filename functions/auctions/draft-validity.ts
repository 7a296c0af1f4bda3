// Whether a draft listing is complete enough to launch (isDraftValid), with the per-step messages
// of spec 001 section 2.1 and 5. The wizard validates each step in detail as it is saved; this is
// the server's last check before publish, so a half-finished draft can never go live.
import { MINIMUM_PHOTOS, REQUIRED_PERSPECTIVES } from "../contract/vehicles";
import type { FieldErrors } from "../api/http";
import type { VehicleFeatures } from "../contract/vehicles";
import type { DetailData } from "./read/detail-queries";
import type { vehicles } from "../db/schema";
import { DRAFT_MESSAGES } from "../contract/messages/auction";
import { FIELD_MESSAGES } from "../contract/messages/common";

/** The vehicle columns the check reads (the schema's types), and what it counts from the rest. */
export type DraftVehicle = Pick<
  typeof vehicles.$inferSelect,
  (typeof BASIC_FIELDS)[number] | (typeof TYRES)[number] | "description" | "serviceHistoryType"
> & {
  serviceHistoryRecordCount: number;
  serviceScanCount: number;
  featureCount: number;
};

export interface DraftPhoto {
  perspective: string | null;
}

const BASIC_FIELDS = [
  "registrationPlate",
  "makeId",
  "modelId",
  "derivative",
  "mileage",
  "year",
  "dateOfFirstRegistration",
  "colour",
  "carType",
  "doors",
  "fuel",
  "engineSize",
  "transmission",
  "previousKeepersInTotal",
  "vin",
] as const;

const TYRES = ["tireNearsideFrontMm", "tireOffsideFrontMm", "tireNearsideRearMm", "tireOffsideRearMm"] as const;

export function draftProblems(vehicle: DraftVehicle, locationId: number | null, photos: DraftPhoto[]): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (v: unknown) => v === null || v === undefined || v === "";
  const missing = BASIC_FIELDS.filter((f) => blank(vehicle[f]) && !(f === "engineSize" && vehicle.fuel === "Electric"));
  if (missing.length) errors.basicData = [`${DRAFT_MESSAGES.missingFields} ${missing.join(", ")}`];
  const perspectives = new Set(photos.map((p) => p.perspective));
  if (photos.length < MINIMUM_PHOTOS) errors.vehicleMedia = [DRAFT_MESSAGES.notEnoughPhotos];
  else if (REQUIRED_PERSPECTIVES.some((p) => !perspectives.has(p)))
    errors.vehicleMedia = [DRAFT_MESSAGES.notEnoughPerspectives];
  if (TYRES.some((t) => blank(vehicle[t]))) errors.tyreThreadDepths = [FIELD_MESSAGES.required];
  if (blank(vehicle.serviceHistoryType)) errors.serviceHistory = [DRAFT_MESSAGES.serviceTypeMissing];
  else if (
    vehicle.serviceHistoryType !== "NONE" &&
    vehicle.serviceHistoryRecordCount + vehicle.serviceScanCount === 0
  ) {
    errors.serviceHistory = [DRAFT_MESSAGES.serviceRecordsMissing];
  }
  if (vehicle.featureCount === 0) errors.vehicleFeatures = [DRAFT_MESSAGES.notEnoughFeatures];
  const length = vehicle.description?.length ?? 0;
  if (length < 1 || length > 10000) errors.description = [DRAFT_MESSAGES.description];
  if (locationId === null) errors.locationId = [FIELD_MESSAGES.required];
  return errors;
}

/** draftProblems over what GET /auction/{id} and publish have loaded. */
export function detailDraftProblems(data: DetailData): FieldErrors {
  const v = data.vehicle;
  let features: VehicleFeatures = { dictionary: [], custom: [] };
  let records: unknown[] = [];
  try {
    features = JSON.parse(v.features) as VehicleFeatures;
    records = JSON.parse(v.serviceHistoryRecords) as unknown[];
  } catch {
    // Unreadable JSON counts as empty, which the check then reports.
  }
  const photos = data.media.filter((m) => m.kind === "PHOTO" && m.parentMediaId === null);
  return draftProblems(
    {
      ...v,
      serviceHistoryRecordCount: records.length,
      serviceScanCount: data.media.filter((m) => m.kind === "SERVICE").length,
      featureCount: (features.dictionary?.length ?? 0) + (features.custom?.length ?? 0),
    },
    data.auction.locationId,
    photos,
  );
}
