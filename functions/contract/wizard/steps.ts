// What the API knows of the wizard's steps: the draft's sections (each step saves one, and a saved
// draft records its validation errors per section) and the bound of `formStep`. Which steps there
// are, in which order and under which number is the web wizard's registry (app/wizard/registry.ts,
// decision 0090): the API stores the number a client sends and never reads its meaning.

export const WIZARD_SECTIONS = [
  "basicData",
  "vehicleMedia",
  "videos",
  "tyreThreadDepths",
  "serviceHistory",
  "vehicleFeatures",
  "description",
  "descriptionAndSettings",
] as const;
export type WizardSection = (typeof WIZARD_SECTIONS)[number];

/** The highest `formStep` a draft save accepts: a bound on a stored number, not the step count. */
export const FORM_STEP_MAX = 50;

/** "Next from step 4 with 7 photos goes to step 6" (spec 001 section 2.1): the photo count meant. */
export const PHOTOS_TO_SKIP_SUMMARY = 7;
