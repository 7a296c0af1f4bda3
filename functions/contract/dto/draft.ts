// GET /auction/draft/{id} (spec 001 section 3, "Vehicle draft"): a draft or an editable auction in
// the wizard's sections. Media urls have the form `/media/<key>`.
import type { FieldErrors } from "../api";
import type { ManualServiceRecord } from "../vehicles";
import type { VideoView } from "./vehicle";

export interface DraftPhotoDto {
  mediaMetadataId: number;
  fileUrl: string;
  thumbnailUrl: string | null;
  perspective: string | null;
  sortNumber: number;
  status: "SENT";
  damages: { mediaMetadataId: number; fileUrl: string; damageType: string | null }[];
}

export interface DraftDto {
  id: number;
  /** The draft's optimistic version (the vehicle's); send it back with the next save. */
  version: number;
  /** The auction's own version, which launch and the lifecycle calls carry. */
  auctionVersion: number;
  status: string;
  formStep: number;
  basicData: {
    registrationPlate: string | null;
    makeId: number | null;
    makeName: string | null;
    modelId: number | null;
    modelName: string | null;
    derivative: string | null;
    mileage: number | null;
    year: number | null;
    dateOfFirstRegistration: string | null;
    mot: string | null;
    colour: string | null;
    carType: string | null;
    doors: number | null;
    fuel: string | null;
    engineSize: number | null;
    transmission: string | null;
    previousKeepersInTotal: number | null;
    vin: string | null;
    vehicleCapCapId: string | null;
  };
  vehicleMedia: { photos: DraftPhotoDto[]; videos: VideoView[] };
  tyreThreadDepths: {
    nearsideFront: number | null;
    nearsideRear: number | null;
    offsideFront: number | null;
    offsideRear: number | null;
  };
  serviceHistory: {
    type: string | null;
    manualRecords: ManualServiceRecord[];
    photoRecords: { mediaMetadataId: number; fileUrl: string }[];
  };
  vehicleFeatures: { vehicleFeaturesDictionaryIds: number[]; vehicleFeaturesCustom: string[] };
  descriptionAndSettings: {
    description: string | null;
    defaultDescription: string | null;
    locationId: number | null;
    type: string | null;
    minimumPriceInPence: number | null;
    autoAcceptPriceInPence: number | null;
    buyNowPriceInPence: number | null;
    tryingToDealDeliveryDate: string | null;
    tryingToDealDeliveryDateType: string | null;
    timeOption: number | null;
    publishTarget: string | null;
  };
  isRepublishAllowed: boolean;
  /** An auction opened for editing rather than a new draft: every step counts as visited. */
  isAuctionEditing: boolean;
  /** Per section (basicData, vehicleMedia, ...), the field errors recorded when it was last saved. */
  validationErrors: Record<string, FieldErrors>;
}

/** POST /cap/make: what the registration lookup found (spec 001 section 7). */
export type VehicleLookupDto = Omit<
  DraftDto["basicData"],
  "registrationPlate" | "mileage" | "previousKeepersInTotal"
> & {
  registrationPlate: string;
};
