// Step: the photos summary, a grid to reorder (spec 001 sections 2.1 and 5.3); it shares the
// photo step's view, buttons and section.
import { defineStep, type StepProps } from "../step-def";
import { PHOTO_STEP_PARTS, PhotosView } from "./photos";

export const photoSummaryStep = defineStep({
  ...PHOTO_STEP_PARTS,
  id: "photo-summary",
  label: "Photos summary",
  View: (props: StepProps) => <PhotosView {...props} summary />,
});
