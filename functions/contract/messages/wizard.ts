// Messages of the listing wizard (spec 001 sections 2.1, 5 and 8), shown verbatim by the API, the
// wizard and the tests. Launch-form and draft-completeness words are in ./auction.

import { LEAVE_WARNING } from "./common";

export const WIZARD_MESSAGES = {
  vehicleFound: (make: string, model: string) =>
    `Vehicle found: ${[make, model].filter(Boolean).join(" ")}. Do you want to complete the data automatically?`,
  vehicleNotFound: "We could not find the data for this vehicle. Do you want to change the registration number?",
  leaveWarning: LEAVE_WARNING,
  noServiceHistoryConfirm: "Are you sure this vehicle has No Service History?",
  draftSaved: "Draft saved successfully",
  auctionSaved: "Auction saved successfully",
  videoRemoved: "Video removed successfully",
  wrongFileType: "Upload only image/video format.",
  yearRange: "The year cannot be less than 100 years back and not higher than the current one",
  dateInFuture: "Date cannot be in the future",
  dateTooOld: "Date cannot be more than 50 years back",
  serviceMileageLength: "Field can be at most 10 characters",
  serviceNameLength: "Service name is too long - should be 50 chars maximum",
  customFeatureEmpty: "Feature cannot be empty",
  customFeatureDuplicate: "This feature is already on the list",
  damageTypeMissing: "Choose a damage type",
  tooManyDamages: "At most 5 damage photos per photo",
  noDamageOnMaster: "The master photo cannot have damage photos",
  photoOrderStale: "The photos changed meanwhile. Check their order and try again.",
  damageMissing: "Choose a damage photo",
  tooManyVideos: "At most 2 videos",
  fileTooLarge: (mb: number) => `The file is too large: at most ${mb} MB`,
  serviceHistoryInvalid: "Service history is not valid",
  draftGone: "This draft no longer exists",
  lookupUnavailable: "The vehicle lookup is not available just now. Please enter the details yourself.",
} as const;

/** Words of the wizard's launch step (spec 001 section 2.1: "Launch vehicle / Publish Listing"). */
export const LAUNCH_FORM_LABELS = {
  publishListing: "Publish Listing",
  reservePrice: "Reserve price",
  noReservePrice: "No reserve price",
  autoAcceptPrice: "Auto-accept price (optional)",
  buyNowPrice: "Buy Now price (optional)",
} as const;

/** Step error icon tooltips (spec 001 section 2.1). */
export const STEP_TOOLTIPS = {
  missingFields: "Missing required fields:",
  minimumPhotos: "Minimum 12 photos required",
  missingPerspectives: "Some required perspectives are missing",
  atLeastOne: "At least one must be selected",
  incomplete: "Incomplete form step",
} as const;

/** Summary placeholders (spec 001 section 2.1). */
export const PLACEHOLDERS = {
  notSpecified: "Not specified",
  vehicle: "Vehicle not specified",
  description: "Vehicle description is not specified",
  features: "Featured specification is not specified",
  publishTarget: "Publish target is not specified",
  noServiceHistory: "There is No Service History for this vehicle",
} as const;
