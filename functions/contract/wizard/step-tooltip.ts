// The tooltip of the wizard's step error icon (spec 001 section 2.1), from the errors a saved draft
// records (draft-errors.ts). Apart from the schemas, so the side navigation ships no zod.
import type { FieldErrors } from "../api";
import { DRAFT_MESSAGES } from "../messages/auction";
import { STEP_TOOLTIPS } from "../messages/wizard";
import type { WizardSection } from "./steps";

/** The tooltip of a step's error icon (spec 001 section 2.1), or null when the step is fine. */
export function stepTooltip(
  section: WizardSection,
  errors: FieldErrors | undefined,
  labels: Record<string, string> = {},
): string | null {
  if (!errors || Object.keys(errors).length === 0) return null;
  if (section === "basicData")
    return `${STEP_TOOLTIPS.missingFields} ${Object.keys(errors)
      .map((f) => labels[f] ?? f)
      .join(", ")}`;
  if (section === "vehicleMedia") {
    if (errors.photos?.includes(DRAFT_MESSAGES.notEnoughPerspectives)) return STEP_TOOLTIPS.missingPerspectives;
    if (errors.photos) return STEP_TOOLTIPS.minimumPhotos;
  }
  if (section === "vehicleFeatures") return STEP_TOOLTIPS.atLeastOne;
  return STEP_TOOLTIPS.incomplete;
}
