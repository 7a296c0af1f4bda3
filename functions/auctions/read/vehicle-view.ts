// The vehicle of an auction in the shape of spec 001 section 3 (Vehicle, Photo, Video), with media
// urls of the form `/media/<key>`.
import type { ManualServiceRecord, VehicleFeatures } from "../../contract/vehicles";
import type { PhotoView, VehicleView } from "../../contract/dto/vehicle";
import type { DetailData, MediaRow } from "./detail-queries";

const url = (m: MediaRow) => `/media/${m.r2Key}`;
const small = (m: MediaRow) => (m.thumbnailR2Key ? `/media/${m.thumbnailR2Key}` : null);

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function vehicleTitleOf(year: number | null, make: string | null, model: string | null): string {
  return [year, make, model].filter((x) => x !== null && x !== "").join(" ") || "Vehicle not specified";
}

export function photosOf(media: MediaRow[]): PhotoView[] {
  const damages = media.filter((m) => m.kind === "DAMAGE");
  return (
    media
      // A PHOTO with a parent is a video's preview image, not a gallery photo.
      .filter((m) => m.kind === "PHOTO" && m.parentMediaId === null)
      .map((p) => ({
        mediaMetadataId: p.id,
        fileUrl: url(p),
        thumbnailUrl: small(p),
        perspective: p.perspective,
        sortNumber: p.sortNumber,
        damages: damages
          .filter((d) => d.parentMediaId === p.id)
          .map((d) => ({ mediaMetadataId: d.id, fileUrl: url(d), thumbnailUrl: small(d), damageType: d.damageType })),
      }))
  );
}

export function vehicleView(data: DetailData): VehicleView {
  const v = data.vehicle;
  const features = parseJson<VehicleFeatures>(v.features, { dictionary: [], custom: [] });
  const videos = data.media.filter((m) => m.kind === "VIDEO" && m.parentMediaId === null);
  return {
    id: v.id,
    title: vehicleTitleOf(v.year, data.makeName, data.modelName),
    year: v.year,
    mileage: v.mileage,
    derivative: v.derivative,
    colour: v.colour,
    registrationPlate: v.registrationPlate,
    transmission: v.transmission,
    fuel: v.fuel,
    carType: v.carType,
    doors: v.doors,
    engineSize: v.engineSize,
    dateOfFirstRegistration: v.dateOfFirstRegistration,
    mot: v.mot,
    previousKeepersInTotal: v.previousKeepersInTotal,
    vin: v.vin,
    description: v.description,
    defaultDescription: null,
    vehicleModel: { id: v.modelId, name: data.modelName, makeId: v.makeId, makeName: data.makeName },
    vehicleFeaturesDictionary: features.dictionary ?? [],
    vehicleFeaturesCustom: features.custom ?? [],
    tireNearsideFrontMm: v.tireNearsideFrontMm,
    tireOffsideFrontMm: v.tireOffsideFrontMm,
    tireNearsideRearMm: v.tireNearsideRearMm,
    tireOffsideRearMm: v.tireOffsideRearMm,
    serviceHistory: {
      type: v.serviceHistoryType,
      manualRecords: parseJson<ManualServiceRecord[]>(v.serviceHistoryRecords, []),
      photoRecords: data.media
        .filter((m) => m.kind === "SERVICE")
        .map((m) => ({ mediaMetadataId: m.id, fileUrl: url(m) })),
    },
    vehicleMedia: {
      photos: photosOf(data.media),
      videos: videos.map((video) => {
        const preview = data.media.find((m) => m.parentMediaId === video.id && m.kind === "PHOTO") ?? null;
        return {
          mediaMetadataId: video.id,
          fileUrl: url(video),
          previewMediaMetadataId: preview?.id ?? null,
          previewUrl: preview ? url(preview) : null,
        };
      }),
    },
  };
}
