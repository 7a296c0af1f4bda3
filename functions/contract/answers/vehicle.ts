// The vehicle of an auction's detail (functions/contract/dto/vehicle.ts).
import { z } from "./zod";
import type { VehicleView } from "../dto/vehicle";
import { id, text, vehicleFacts } from "./common";
import { sameShape } from "./same";

const mm = () => z.number().nullable();

const PhotoSchema = z.object({
  mediaMetadataId: id(),
  fileUrl: z.string(),
  thumbnailUrl: text(),
  perspective: text(),
  sortNumber: z.number().int(),
  damages: z.array(z.object({ mediaMetadataId: id(), fileUrl: z.string(), thumbnailUrl: text(), damageType: text() })),
});

const VideoSchema = z.object({
  mediaMetadataId: id(),
  fileUrl: z.string(),
  previewMediaMetadataId: id().nullable(),
  previewUrl: text(),
});

export const VehicleViewSchema = z
  .object({
    id: id(),
    title: z.string(),
    ...vehicleFacts(),
    carType: text(),
    doors: z.number().int().nullable(),
    engineSize: z.number().nullable(),
    dateOfFirstRegistration: text(),
    mot: text(),
    previousKeepersInTotal: z.number().int().nullable(),
    vin: text(),
    description: text(),
    defaultDescription: text(),
    vehicleModel: z.object({ id: id().nullable(), name: text(), makeId: id().nullable(), makeName: text() }),
    vehicleFeaturesDictionary: z.array(z.object({ id: id(), value: z.string() })),
    vehicleFeaturesCustom: z.array(z.string()),
    tireNearsideFrontMm: mm(),
    tireOffsideFrontMm: mm(),
    tireNearsideRearMm: mm(),
    tireOffsideRearMm: mm(),
    serviceHistory: z.object({
      type: text(),
      manualRecords: z.array(z.object({ date: z.string(), mileage: z.number(), serviceName: z.string() })),
      photoRecords: z.array(z.object({ mediaMetadataId: id(), fileUrl: z.string() })),
    }),
    vehicleMedia: z.object({ photos: z.array(PhotoSchema), videos: z.array(VideoSchema) }),
  })
  .openapi("VehicleView");
sameShape<z.infer<typeof VehicleViewSchema>, VehicleView>(true);
