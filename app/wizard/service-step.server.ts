// Step 8's server side (spec 001 sections 2.1, 4.6 and 5.5): the section it saves and its errors,
// the 'No Service History' question for a post without JavaScript (decision 0069), and the refusal
// of add-another while a record is incomplete.
import type { FieldErrors } from "~contract/api";
import type { DraftDto } from "~contract/dto/draft";
import type { DraftSave } from "~contract/wizard/draft-request";
import { sectionErrors } from "~contract/wizard/draft-errors";
import { FIELD_MESSAGES } from "~contract/messages/common";
import { manualRecordSchema } from "~contract/wizard/step-schemas";
import { toIsoDay } from "~contract/wizard/field-rules";
import { recordsOf } from "./form-sections.server";
import { uploadFiles, type WizardCall } from "./wizard-api.server";

const REQUIRED = FIELD_MESSAGES.required;

/** Intents that leave the service step (or save it) and so must not pass an unconfirmed NONE. */
const MOVING = /^(next|back|save|launch|goto:\d+)$/;

/**
 * NONE chosen now (not already saved) and not confirmed: the wizard asks before saving. With
 * JavaScript the dialog has already set noneConfirmed, so this is the no-JavaScript path.
 */
export function asksNoneQuestion(form: FormData, draft: DraftDto | null, intent: string): boolean {
  return (
    form.get("type") === "NONE" &&
    draft?.serviceHistory.type !== "NONE" &&
    form.get("noneConfirmed") !== "yes" &&
    MOVING.test(intent)
  );
}

/** Errors for every field of a typed record that is left empty (add-another refused), or null. */
export function incompleteRecords(form: FormData): FieldErrors | null {
  const errors: FieldErrors = {};
  for (let i = 0; form.has(`records[${i}].date`); i++)
    for (const f of ["date", "mileage", "serviceName"])
      if (!String(form.get(`records[${i}].${f}`) ?? "").trim()) errors[`records[${i}].${f}`] = [REQUIRED];
  return Object.keys(errors).length ? errors : null;
}

export async function serviceSection(c: WizardCall, form: FormData, draft: DraftDto, today: string) {
  const type = String(form.get("type") ?? "") || null;
  const scansKept = draft.serviceHistory.photoRecords.map((p) => ({ mediaMetadataId: p.mediaMetadataId }));
  const body: DraftSave = {};
  if (type === "NONE") {
    // "Confirmation yes clears manual records and scans (scans queued for deletion)" (section 4.6).
    body.serviceHistory = {
      type: "NONE",
      manualRecords: [],
      photoRecords: [],
      photoRecordsToDelete: scansKept.map((s) => s.mediaMetadataId),
    };
    return { body, errors: {} as FieldErrors };
  }
  // Dates typed DD/MM/YYYY (or YYYY-MM-DD) are stored YYYY-MM-DD.
  const records = recordsOf(form).map((r) => ({ ...r, date: toIsoDay(r.date) }));
  body.serviceHistory = {
    type: type as never,
    manualRecords: records
      .filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.date) && /^\d{1,10}$/.test(r.mileage) && r.serviceName.length <= 50)
      .map((r) => ({ date: r.date, mileage: Number(r.mileage), serviceName: r.serviceName })),
    photoRecords: scansKept,
    photoRecordsToDelete: [],
  };
  const scans = await uploadFiles(c, form.getAll("scans") as File[], "SERVICE");
  body.serviceHistory.photoRecords.push(...scans.ids.map((id) => ({ mediaMetadataId: id })));
  const shaped = {
    ...draft,
    serviceHistory: { type, manualRecords: records, photoRecords: body.serviceHistory.photoRecords },
  };
  // The records as typed (strings), so the contract's rules see what the dealer sees.
  const errors = sectionErrors("serviceHistory", shaped as unknown as DraftDto, { today, hasGroup: false });
  // Each typed record against the contract's rule (spec 001 section 5.5), under its own row.
  for (const { row, ...typed } of records) {
    const checked = manualRecordSchema.safeParse(typed);
    for (const issue of checked.error?.issues ?? [])
      errors[`records[${row}].${issue.path.join(".")}`] ??= [issue.message];
  }
  if (scans.error) errors.scans = [scans.error];
  return { body, errors };
}
