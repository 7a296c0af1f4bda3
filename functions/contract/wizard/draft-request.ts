// POST /auction/draft (spec 001 sections 3 and 7): the draft in sections. A draft is unfinished by
// nature, so this schema only bounds types and sizes; the step rules (./step-schemas) run on save
// and what fails is recorded per section in validationErrors, not refused. Sections left out are
// left as they are, so each wizard step saves its own section (decision 0044).
import { z } from "zod";
import { AUCTION_TYPES, PUBLISH_TARGETS, TRYING_TO_DEAL_DELIVERY_DATE_TYPES } from "../auctions";
import { DAMAGE_TYPES, PHOTO_PERSPECTIVES, SERVICE_HISTORY_TYPES } from "../vehicles";
import { DESCRIPTION_MAX } from "./step-schemas";
import { FORM_STEP_MAX } from "./steps";

const int = z.number().int().min(0).max(2_000_000_000).nullish();
const id = z.number().int().positive();
const str = (max: number) => z.string().max(max).nullish();
const ids = z.array(id).max(500).default([]);

export const DraftBasicDataSchema = z
  .object({
    registrationPlate: str(20),
    makeId: id.nullish(),
    modelId: id.nullish(),
    derivative: str(300),
    mileage: int,
    year: int,
    dateOfFirstRegistration: str(10),
    mot: str(10),
    colour: str(80),
    carType: str(40),
    doors: int,
    fuel: str(40),
    engineSize: int,
    transmission: str(80),
    previousKeepersInTotal: int,
    vin: str(40),
    vehicleCapCapId: str(50),
  })
  .partial();

export const DraftPhotoSchema = z.object({
  mediaMetadataId: id,
  perspective: z.enum(PHOTO_PERSPECTIVES).nullish(),
  damages: z
    .array(z.object({ mediaMetadataId: id, damageType: z.enum(DAMAGE_TYPES).nullish() }))
    .max(20)
    .default([]),
});

export const DraftMediaSchema = z.object({
  /** The photos in order; positions 1 to 12 take the named perspectives unless one is given. */
  photos: z.array(DraftPhotoSchema).max(100).default([]),
  photosToDelete: ids,
  videos: z
    .array(z.object({ mediaMetadataId: id, previewMediaMetadataId: id.nullish() }))
    .max(10)
    .default([]),
  videosToDelete: ids,
});

export const DraftServiceHistorySchema = z.object({
  type: z.enum(SERVICE_HISTORY_TYPES).nullish(),
  manualRecords: z
    .array(z.object({ date: z.string().max(10), mileage: z.number().int().min(0), serviceName: z.string().max(200) }))
    .max(100)
    .default([]),
  photoRecords: z
    .array(z.object({ mediaMetadataId: id }))
    .max(50)
    .default([]),
  photoRecordsToDelete: ids,
});

export const DraftSettingsSchema = z
  .object({
    description: z.string().max(DESCRIPTION_MAX).nullish(),
    locationId: id.nullish(),
    type: z.enum(AUCTION_TYPES).nullish(),
    minimumPriceInPence: int,
    autoAcceptPriceInPence: int,
    /** Optional (decision 0136); the launch schema checks it against the reserve or minimum. */
    buyNowPriceInPence: int,
    tryingToDealDeliveryDate: str(10),
    tryingToDealDeliveryDateType: z.enum(TRYING_TO_DEAL_DELIVERY_DATE_TYPES).nullish(),
    timeOption: int,
    publishTarget: z.enum(PUBLISH_TARGETS).nullish(),
  })
  .partial();

export const DraftSaveSchema = z.object({
  /** The auction id of an existing draft; absent to start one. */
  id: id.nullish(),
  /** The draft's version as loaded; a stale one is refused with 409. */
  version: z.number().int().min(0).nullish(),
  formStep: z.number().int().min(1).max(FORM_STEP_MAX).nullish(),
  basicData: DraftBasicDataSchema.nullish(),
  vehicleMedia: DraftMediaSchema.nullish(),
  tyreThreadDepths: z
    .object({ nearsideFront: int, nearsideRear: int, offsideFront: int, offsideRear: int })
    .partial()
    .nullish(),
  serviceHistory: DraftServiceHistorySchema.nullish(),
  vehicleFeatures: z
    .object({
      vehicleFeaturesDictionaryIds: ids,
      vehicleFeaturesCustom: z.array(z.string().trim().min(1).max(100)).max(100).default([]),
    })
    .nullish(),
  descriptionAndSettings: DraftSettingsSchema.nullish(),
});
export type DraftSave = z.infer<typeof DraftSaveSchema>;
export type DraftMedia = z.infer<typeof DraftMediaSchema>;
