// Turns a wizard step's posted form into the draft section it saves (spec 001 section 3), leniently:
// what does not parse is sent as empty, and the API records the step's errors. The strict check
// for Next uses the contract's step schemas on the same values.
import type { SlotPhoto } from "~contract/wizard/photo-slots";
import type { DraftSave } from "~contract/wizard/draft-request";
import type { DraftDto } from "~contract/dto/draft";
import { toIsoDay } from "~contract/wizard/field-rules";
import { LIST_SEPARATOR } from "./form-values";
import { poundsToPence } from "~contract/money";
import { TYRES, type TyreKey } from "~contract/tyres";

export const BASIC_TEXT = [
  "registrationPlate",
  "derivative",
  "dateOfFirstRegistration",
  "mot",
  "colour",
  "carType",
  "fuel",
  "transmission",
  "vin",
] as const;
export const BASIC_NUMBERS = [
  "makeId",
  "modelId",
  "mileage",
  "year",
  "doors",
  "engineSize",
  "previousKeepersInTotal",
] as const;
const LIMITS: Record<string, number> = {
  registrationPlate: 20,
  derivative: 300,
  colour: 80,
  carType: 40,
  fuel: 40,
  transmission: 80,
  vin: 40,
  dateOfFirstRegistration: 10,
  mot: 10,
};

const str = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const num = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : null);

export function valuesOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of form)
    if (typeof v === "string" && !k.startsWith("intent")) out[k] = k in out ? `${out[k]}${LIST_SEPARATOR}${v}` : v;
  return out;
}

export function basicDataOf(form: FormData): NonNullable<DraftSave["basicData"]> {
  const out: Record<string, string | number | null> = {};
  for (const f of BASIC_TEXT) out[f] = str(form, f).slice(0, LIMITS[f]) || null;
  if (out.registrationPlate) out.registrationPlate = String(out.registrationPlate).toUpperCase();
  // Dates are typed DD/MM/YYYY (the site's way) and stored YYYY-MM-DD.
  for (const f of ["dateOfFirstRegistration", "mot"] as const) if (out[f]) out[f] = toIsoDay(String(out[f]));
  for (const f of BASIC_NUMBERS) out[f] = num(str(form, f));
  if (out.makeId === 0) out.makeId = null;
  if (out.modelId === 0) out.modelId = null;
  return out;
}

export function tyresOf(form: FormData) {
  return Object.fromEntries(TYRES.map(({ key }) => [key, num(str(form, key))])) as Record<TyreKey, number | null>;
}

/**
 * Manual service records posted as records[i].date etc.; fully empty rows are left out. Each keeps
 * `row`, its index on the page, so an error lands under the row it concerns.
 */
export function recordsOf(form: FormData) {
  const rows: { row: number; date: string; mileage: string; serviceName: string }[] = [];
  for (let i = 0; i < 100; i++) {
    if (!form.has(`records[${i}].date`)) break;
    rows.push({
      row: i,
      date: str(form, `records[${i}].date`),
      mileage: str(form, `records[${i}].mileage`),
      serviceName: str(form, `records[${i}].serviceName`),
    });
  }
  return rows.filter((r) => r.date || r.mileage || r.serviceName);
}

/** The specification's boxes: dictionary ids ticked, and the custom features kept. */
export function featuresOf(form: FormData) {
  return {
    vehicleFeaturesDictionaryIds: form
      .getAll("features")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
    vehicleFeaturesCustom: form
      .getAll("custom")
      .map((f) => String(f).trim())
      .filter(Boolean),
  };
}

/** The wizard's prices: whole pounds, up to the ten digits its fields take. */
const wholePounds = (value: string) => poundsToPence(value, true, 10);

export function settingsOf(form: FormData) {
  const type = str(form, "type") || null;
  const dateType = str(form, "tryingToDealDeliveryDateType") || null;
  return {
    type: type as never,
    minimumPriceInPence: wholePounds(str(form, "minimumPrice")),
    autoAcceptPriceInPence: wholePounds(str(form, "autoAcceptPrice")),
    buyNowPriceInPence: wholePounds(str(form, "buyNowPrice")),
    timeOption: num(str(form, "timeOption")),
    tryingToDealDeliveryDateType: (type === "TRYING_TO_DEAL" ? dateType : null) as never,
    tryingToDealDeliveryDate:
      dateType === "CUSTOM_DATE" ? toIsoDay(str(form, "tryingToDealDeliveryDate")) || null : null,
    locationId: num(str(form, "locationId")),
    publishTarget: (str(form, "publishTarget") || null) as never,
  };
}

/** The photo list as the draft save takes it, each with its perspective (decision 0073). */
export function photoList(photos: SlotPhoto[]): NonNullable<DraftSave["vehicleMedia"]>["photos"] {
  return photos.map((p) => ({
    mediaMetadataId: p.mediaMetadataId,
    perspective: p.perspective,
    damages: p.damages.map((d) => ({
      mediaMetadataId: d.mediaMetadataId,
      damageType: (d.damageType || null) as never,
    })),
  }));
}

/** The media section of a save: the photos in their slots, and the draft's videos as they are. */
export function mediaSection(
  draft: DraftDto | null,
  photos: SlotPhoto[],
  photosToDelete: number[] = [],
): NonNullable<DraftSave["vehicleMedia"]> {
  return {
    photos: photoList(photos),
    photosToDelete,
    videos: videoList(draft),
    videosToDelete: [],
  };
}

/** The draft's videos with their previews (a save that left a preview out would detach it). */
export const videoList = (draft: DraftDto | null) =>
  draft?.vehicleMedia.videos.map((v) => ({
    mediaMetadataId: v.mediaMetadataId,
    previewMediaMetadataId: v.previewMediaMetadataId,
  })) ?? [];
