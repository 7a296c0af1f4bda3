// The eleven steps of the Add Vehicle wizard (spec 001 section 2.1) and the navigation rules of
// section 2.1, pure so the API (formStep), the wizard pages and the tests agree.

export const WIZARD_STEPS = [
  { step: 1, title: "VEHICLE REGISTRATION", label: "Registration", section: null },
  { step: 2, title: "VEHICLE REGISTRATION", label: "Lookup result", section: null },
  { step: 3, title: "VEHICLE DETAILS", label: "Vehicle details", section: "basicData" },
  { step: 4, title: "PHOTOS", label: "Photos", section: "vehicleMedia" },
  { step: 5, title: "PHOTOS", label: "Photos summary", section: "vehicleMedia" },
  { step: 6, title: "VIDEOS", label: "Videos", section: "videos" },
  { step: 7, title: "TYRES", label: "Tyres", section: "tyreThreadDepths" },
  { step: 8, title: "SERVICE HISTORY", label: "Service history", section: "serviceHistory" },
  { step: 9, title: "SPECIFICATION", label: "Specification", section: "vehicleFeatures" },
  { step: 10, title: "DESCRIPTION", label: "Description", section: "description" },
  { step: 11, title: "LAUNCH VEHICLE", label: "Launch vehicle", section: "descriptionAndSettings" },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number]["step"];
export type WizardSection = NonNullable<(typeof WIZARD_STEPS)[number]["section"]>;
export const FIRST_STEP = 1;
export const LAST_STEP = 11;
export const EDIT_START_STEP = 3;
/** "Next from step 4 with 7 photos goes to step 6" (spec 001 section 2.1). */
const PHOTOS_TO_SKIP_SUMMARY = 7;

export const isWizardStep = (n: number): n is WizardStep => Number.isInteger(n) && n >= FIRST_STEP && n <= LAST_STEP;

/** Where Next goes from `step` (spec 001 section 2.1). */
export function nextStep(step: WizardStep, photoCount: number): WizardStep {
  if (step === 3 && photoCount > 0) return 5;
  if (step === 4 && photoCount === PHOTOS_TO_SKIP_SUMMARY) return 6;
  return Math.min(step + 1, LAST_STEP) as WizardStep;
}

/** Where Back goes from `step` (spec 001 section 2.1). */
export function previousStep(step: WizardStep, photoCount: number, editing: boolean): WizardStep {
  if (step === 6) {
    if (editing) return 3;
    if (photoCount < PHOTOS_TO_SKIP_SUMMARY) return 4;
    return 5;
  }
  if (step === 3) return editing ? 3 : 1;
  return Math.max(step - 1, FIRST_STEP) as WizardStep;
}

/** The steps that share a section's validation errors (the photo steps share vehicleMedia). */
export const stepsOfSection = (section: WizardSection) =>
  WIZARD_STEPS.filter((s) => s.section === section).map((s) => s.step);
