// The vehicle of an auction in the shape of spec 001 section 3 (Vehicle, Photo, Video), as the
// auction detail carries it; media urls have the form `/media/<key>`.
import type { ManualServiceRecord } from "../vehicles";

export interface PhotoView {
  mediaMetadataId: number;
  fileUrl: string;
  /** The small variant (at most 480 px wide), null when none was made: show the original. */
  thumbnailUrl: string | null;
  perspective: string | null;
  sortNumber: number;
  damages: { mediaMetadataId: number; fileUrl: string; thumbnailUrl: string | null; damageType: string | null }[];
}

export interface VideoView {
  mediaMetadataId: number;
  fileUrl: string;
  previewMediaMetadataId: number | null;
  previewUrl: string | null;
}

/** The facts every view of a vehicle names, from the card to the detail. */
export interface VehicleBasics {
  year: number | null;
  mileage: number | null;
  derivative: string | null;
  colour: string | null;
  registrationPlate: string | null;
  transmission: string | null;
  fuel: string | null;
}

export interface VehicleView extends VehicleBasics {
  id: number;
  title: string;
  carType: string | null;
  doors: number | null;
  engineSize: number | null;
  dateOfFirstRegistration: string | null;
  mot: string | null;
  previousKeepersInTotal: number | null;
  vin: string | null;
  description: string | null;
  defaultDescription: string | null;
  vehicleModel: { id: number | null; name: string | null; makeId: number | null; makeName: string | null };
  vehicleFeaturesDictionary: { id: number; value: string }[];
  vehicleFeaturesCustom: string[];
  tireNearsideFrontMm: number | null;
  tireOffsideFrontMm: number | null;
  tireNearsideRearMm: number | null;
  tireOffsideRearMm: number | null;
  serviceHistory: {
    type: string | null;
    manualRecords: ManualServiceRecord[];
    photoRecords: { mediaMetadataId: number; fileUrl: string }[];
  };
  vehicleMedia: { photos: PhotoView[]; videos: VideoView[] };
}
