// Vehicle and media enumerations of spec 001 section 3, shared by the schema, the API, the wizard
// and the demo seeder.

/** Positions 1 to 12 are these named perspectives in this order; OTHER is for extra photos. */
export const PHOTO_PERSPECTIVES = [
  "MASTER",
  "LEFT_FRONT",
  "LEFT_SIDE",
  "LEFT_REAR",
  "REAR",
  "RIGHT_REAR",
  "RIGHT_SIDE",
  "RIGHT_FRONT",
  "INTERIOR_1",
  "INTERIOR_2",
  "INTERIOR_3",
  "INTERIOR_4",
  "OTHER",
] as const;
export type PhotoPerspective = (typeof PHOTO_PERSPECTIVES)[number];
/** The perspectives every listing needs (all but OTHER). */
export const REQUIRED_PERSPECTIVES = PHOTO_PERSPECTIVES.filter((p) => p !== "OTHER");
export const MINIMUM_PHOTOS = 12;

export const MEDIA_KINDS = ["PHOTO", "VIDEO", "DAMAGE", "SERVICE"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const DAMAGE_TYPES = [
  "DENT",
  "DENT_SMART_REPAIR",
  "SCRATCH",
  "SCRATCH_SMART_REPAIR",
  "CHIP",
  "CHIPS",
  "PAINT_OFF_COLOUR",
  "PAINT_PREVIOUS_REPAIR",
  "RUST",
  "SCUFF",
  "BROKEN_ELEMENT",
  "WHEEL_DAMAGE",
  "OTHER",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

export const SERVICE_HISTORY_TYPES = ["FULL", "PARTIAL", "NONE"] as const;
export type ServiceHistoryType = (typeof SERVICE_HISTORY_TYPES)[number];

export const FUELS = ["Petrol", "Diesel", "Electric", "Hybrid", "LPG", "CNG", "Hydrogen"] as const;
export const TRANSMISSIONS = ["Manual", "Automatic", "Semi-Automatic", "CVT", "Dual-clutch"] as const;
/** The tread depths a tyre may be given, in whole millimetres (the wizard's tyre step). */
export const TYRE_DEPTHS_MM = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** A manual service record as stored in vehicles.service_history_records (JSON). */
export interface ManualServiceRecord {
  date: string;
  mileage: number;
  serviceName: string;
}

/** vehicles.features (JSON): dictionary features denormalised as {id, value}, plus free text. */
export interface VehicleFeatures {
  dictionary: { id: number; value: string }[];
  custom: string[];
}
