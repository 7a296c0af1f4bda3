// After a save: the validation errors of the sections that save carried, recomputed from what is
// now stored and merged over the errors recorded before (sections not sent keep theirs).
import type { ApiContext } from "../../api/types";
import type { FieldErrors } from "../../contract/api";
import type { DraftDto } from "../../contract/dto/draft";
import type { DraftSave } from "../../contract/wizard/draft-request";
import { sectionErrors } from "../../contract/wizard/draft-errors";
import type { WizardSection } from "../../contract/wizard/steps";

export function sectionsOf(body: DraftSave): WizardSection[] {
  const out: WizardSection[] = [];
  if (body.basicData) out.push("basicData");
  if (body.vehicleMedia) out.push("vehicleMedia", "videos");
  if (body.tyreThreadDepths) out.push("tyreThreadDepths");
  if (body.serviceHistory) out.push("serviceHistory");
  if (body.vehicleFeatures) out.push("vehicleFeatures");
  const settings = body.descriptionAndSettings;
  if (settings && "description" in settings) out.push("description");
  if (settings && Object.keys(settings).some((k) => k !== "description")) out.push("descriptionAndSettings");
  return out;
}

export async function recordErrors(
  c: ApiContext,
  body: DraftSave,
  draft: DraftDto,
  today: string,
): Promise<Record<string, FieldErrors>> {
  const group = await c.env.DB.prepare("SELECT group_id FROM organizations WHERE id = ?")
    .bind(c.caller.organizationId)
    .first<{ group_id: number | null }>();
  const merged = { ...draft.validationErrors };
  for (const section of sectionsOf(body)) {
    const errors = sectionErrors(section, draft, { today, hasGroup: (group?.group_id ?? null) !== null });
    if (Object.keys(errors).length) merged[section] = errors;
    else delete merged[section];
  }
  await c.env.DB.prepare("UPDATE auctions SET validation_errors = ? WHERE id = ?")
    .bind(JSON.stringify(merged), draft.id)
    .run();
  return merged;
}
