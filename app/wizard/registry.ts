// The Add Vehicle wizard's steps, listed once and in order (spec 001 section 2.1; decision 0090).
// A step's number is its place in this list: the side navigation, "Step n of N", Next and Back,
// the alias paths, every `?step=` and the launch summary's rows come from here. Adding or moving
// a step touches this list and the step's own module, nothing else.
import { FIRST_STEP, type NavFacts, type WizardStepModule } from "./step-def";
import { registrationStep } from "./steps/registration";
import { lookupStep } from "./steps/lookup";
import { detailsStep } from "./steps/details";
import { photosStep } from "./steps/photos";
import { photoSummaryStep } from "./steps/photo-summary";
import { videosStep } from "./steps/videos";
import { tyresStep } from "./steps/tyres";
import { serviceStep } from "./steps/service";
import { specificationStep } from "./steps/specification";
import { descriptionStep } from "./steps/description";
import { launchStep } from "./steps/launch";

export const STEPS: readonly WizardStepModule[] = [
  registrationStep,
  lookupStep,
  detailsStep,
  photosStep,
  photoSummaryStep,
  videosStep,
  tyresStep,
  serviceStep,
  specificationStep,
  descriptionStep,
  launchStep,
];

export { FIRST_STEP };
export const LAST_STEP = STEPS.length;

export const isWizardStep = (n: number) => Number.isInteger(n) && n >= FIRST_STEP && n <= LAST_STEP;

/** The module of step `n` (1-based). */
export function stepAt(n: number): WizardStepModule {
  const step = STEPS[n - 1];
  if (!step) throw new Error(`No wizard step ${n}`);
  return step;
}

/** The number of the step called `id`. */
export function numberOf(id: string): number {
  const i = STEPS.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`No wizard step called ${id}`);
  return i + 1;
}

/** Where Next goes from step `n`: the step's own rule, else the following step. */
export function nextStep(n: number, facts: NavFacts): number {
  const to = stepAt(n).next?.(facts);
  return to ? numberOf(to) : Math.min(n + 1, LAST_STEP);
}

/** Where Back goes from step `n`: the step's own rule, else the step before. */
export function previousStep(n: number, facts: NavFacts): number {
  const to = stepAt(n).back?.(facts);
  return to ? numberOf(to) : Math.max(n - 1, FIRST_STEP);
}

/** Where editing an existing auction opens. */
export const editStartStep = () => STEPS.findIndex((s) => s.editStart) + 1 || FIRST_STEP;

/** The step an alias path (/add-vehicle/{alias}) opens, or null. */
export function aliasStep(alias: string): number | null {
  const i = STEPS.findIndex((s) => s.alias === alias);
  return i < 0 ? null : i + 1;
}
