// GET /auction/draft/{id}: a draft in the wizard's sections (functions/contract/dto/draft.ts).
import { z } from "./zod";
import type { DraftDto, VehicleLookupDto } from "../dto/draft";
import { id, text } from "./common";
import { sameShape } from "./same";

const int = () => z.number().int().nullable();
const mm = () => z.number().nullable();

/** The draft's first section: the vehicle's identity and specification. */
const BasicDataSchema = z.object({
  registrationPlate: text(),
  makeId: id().nullable(),
  makeName: text(),
  modelId: id().nullable(),
  modelName: text(),
  derivative: text(),
  mileage: int(),
  year: int(),
  dateOfFirstRegistration: text(),
  mot: text(),
  colour: text(),
  carType: text(),
  doors: int(),
  fuel: text(),
  engineSize: z.number().nullable(),
  transmission: text(),
  previousKeepersInTotal: int(),
  vin: text(),
  vehicleCapCapId: text(),
});

export const DraftSchema = z
  .object({
    id: id(),
    version: z.number().int(),
    auctionVersion: z.number().int(),
    status: z.string(),
    formStep: z.number().int(),
    basicData: BasicDataSchema,
    vehicleMedia: z.object({
      photos: z.array(
        z.object({
          mediaMetadataId: id(),
          fileUrl: z.string(),
          thumbnailUrl: text(),
          perspective: text(),
          sortNumber: z.number().int(),
          status: z.literal("SENT"),
          damages: z.array(z.object({ mediaMetadataId: id(), fileUrl: z.string(), damageType: text() })),
        }),
      ),
      videos: z.array(
        z.object({
          mediaMetadataId: id(),
          fileUrl: z.string(),
          previewMediaMetadataId: id().nullable(),
          previewUrl: text(),
        }),
      ),
    }),
    tyreThreadDepths: z.object({ nearsideFront: mm(), nearsideRear: mm(), offsideFront: mm(), offsideRear: mm() }),
    serviceHistory: z.object({
      type: text(),
      manualRecords: z.array(z.object({ date: z.string(), mileage: z.number(), serviceName: z.string() })),
      photoRecords: z.array(z.object({ mediaMetadataId: id(), fileUrl: z.string() })),
    }),
    vehicleFeatures: z.object({
      vehicleFeaturesDictionaryIds: z.array(id()),
      vehicleFeaturesCustom: z.array(z.string()),
    }),
    descriptionAndSettings: z.object({
      description: text(),
      defaultDescription: text(),
      locationId: id().nullable(),
      type: text(),
      minimumPriceInPence: z.number().int().nullable(),
      autoAcceptPriceInPence: z.number().int().nullable(),
      buyNowPriceInPence: z.number().int().nullable(),
      tryingToDealDeliveryDate: text(),
      tryingToDealDeliveryDateType: text(),
      timeOption: int(),
      publishTarget: text(),
    }),
    isRepublishAllowed: z.boolean(),
    isAuctionEditing: z.boolean(),
    validationErrors: z.record(z.record(z.array(z.string()))),
  })
  .openapi("Draft");
sameShape<z.infer<typeof DraftSchema>, DraftDto>(true);

/** POST /cap/make: what the registration lookup found, the basic data it can fill in. */
export const VehicleLookupSchema = BasicDataSchema.omit({
  registrationPlate: true,
  mileage: true,
  previousKeepersInTotal: true,
})
  .extend({ registrationPlate: z.string() })
  .openapi("VehicleLookup");
sameShape<z.infer<typeof VehicleLookupSchema>, VehicleLookupDto>(true);
