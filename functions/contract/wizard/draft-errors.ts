// The validation errors a saved draft records per section (spec 001 sections 2.1 and 4.6: "Leaving
// a step records validation errors for that step"), computed from what is stored, and the step
// error icon's tooltip (step-tooltip.ts, apart: the page's side navigation ships no schemas). Pure:
// the API records them, the pages show them.
import type { FieldErrors } from "../api";
import type { DraftDto } from "../dto/draft";
import { DRAFT_MESSAGES } from "../messages/auction";
import { FIELD_MESSAGES } from "../messages/common";
import { WIZARD_MESSAGES } from "../messages/wizard";
import { launchFormSchema } from "../launch-schema";
import { MINIMUM_PHOTOS, REQUIRED_PERSPECTIVES } from "../vehicles";
import { basicDataSchema, descriptionSchema, featuresSchema, serviceHistorySchema, tyreSchema } from "./step-schemas";
import type { WizardSection } from "./steps";

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) => {
  const out: FieldErrors = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join(".") || "form"] ??= []).push(issue.message);
  return out;
};

export function mediaErrors(photos: DraftDto["vehicleMedia"]["photos"]): FieldErrors {
  const out: FieldErrors = {};
  const perspectives = new Set(photos.map((p) => p.perspective));
  if (photos.length < MINIMUM_PHOTOS) out.photos = [DRAFT_MESSAGES.notEnoughPhotos];
  else if (REQUIRED_PERSPECTIVES.some((p) => !perspectives.has(p))) out.photos = [DRAFT_MESSAGES.notEnoughPerspectives];
  if (photos.some((p) => p.damages.some((d) => !d.damageType))) out.damages = [WIZARD_MESSAGES.damageTypeMissing];
  return out;
}

export interface DraftErrorContext {
  today: string;
  hasGroup: boolean;
}

/** Errors of one section of a stored draft. */
export function sectionErrors(section: WizardSection, d: DraftDto, ctx: DraftErrorContext): FieldErrors {
  switch (section) {
    case "basicData":
      return fieldErrors(basicDataSchema(ctx.today).safeParse(d.basicData));
    case "vehicleMedia":
      return mediaErrors(d.vehicleMedia.photos);
    case "videos":
      return {};
    case "tyreThreadDepths":
      return fieldErrors(tyreSchema.safeParse(d.tyreThreadDepths));
    case "serviceHistory":
      return fieldErrors(
        serviceHistorySchema.safeParse({ ...d.serviceHistory, scanCount: d.serviceHistory.photoRecords.length }),
      );
    case "vehicleFeatures":
      return fieldErrors(featuresSchema.safeParse(d.vehicleFeatures));
    case "description":
      return fieldErrors(descriptionSchema.safeParse(d.descriptionAndSettings));
    case "descriptionAndSettings": {
      const s = d.descriptionAndSettings;
      const out = fieldErrors(
        launchFormSchema({ hasGroup: ctx.hasGroup, today: ctx.today }).safeParse({ ...s, version: 0 }),
      );
      if (s.locationId === null) out.locationId = [FIELD_MESSAGES.required];
      return out;
    }
  }
}
