// The wizard's one action (spec 001 sections 2.1 and 4.6): every button posts the page's form with
// an intent. Moving between steps saves the step's section; Next refuses to move while the step
// breaks its rules and shows the messages with what was typed; photo buttons upload, delete,
// reorder and add damages; Launch publishes through the auction engine.
import { data, redirect } from "@remix-run/cloudflare";
import type { FieldErrors } from "~contract/api";
import type { DraftDto } from "~contract/dto/draft";
import type { DraftSave } from "~contract/wizard/draft-request";
import { nextStep, previousStep, isWizardStep, type WizardStep } from "~contract/wizard/steps";
import { addCustomFeature, basicDataSchema, registrationSchema, tyreSchema } from "~contract/wizard/step-schemas";
import { sectionErrors } from "~contract/wizard/draft-errors";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import {
  basicDataOf,
  featuresOf,
  mediaSection,
  photoList,
  settingsOf,
  tyresOf,
  videoList,
  valuesOf,
} from "./form-sections.server";
import { PHOTO_VERBS, photoAction, photosOf } from "./photo-actions.server";
import type { SlotPhoto } from "~contract/wizard/photo-slots";
import { SELLER_ACTION_MESSAGES } from "~contract/messages/auction";
import { toastHeaders } from "~/sessions/flash.server";
import { call, loadDraft, lookUp, saveDraft, uploadFiles, type WizardCall } from "./wizard-api.server";
import { ukToday } from "./dates";
import { wizardUrl } from "./wizard-url";
import { typedPriceErrors } from "./launch-prices";
import { asksNoneQuestion, incompleteRecords, serviceSection } from "./service-step.server";
import { sellingHref, VEHICLE_FILTER_ANCHOR } from "~/selling/selling-filters";

/** My Vehicles with a status filter, scrolled to the filter bar (spec 001 section 2.1's "anchor"). */
const myVehicles = (status: "DRAFT" | "PUBLISHED") =>
  `${sellingHref("/my-vehicles", { status })}#${VEHICLE_FILTER_ANCHOR}`;

export interface WizardActionData {
  step: number;
  values: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
}

const fail = (step: number, form: FormData, errors: FieldErrors, formError?: string) =>
  data<WizardActionData>({ step, values: valuesOf(form), errors, formError }, { status: 400 });

const zodErrors = (r: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) => {
  const out: FieldErrors = {};
  for (const i of r.error?.issues ?? []) (out[i.path.join(".") || "form"] ??= []).push(i.message);
  return out;
};

/** The section a step saves, from its form (lenient), and its strict errors for Next. */
async function sectionOf(c: WizardCall, step: number, form: FormData, draft: DraftDto | null, today: string) {
  const body: DraftSave = {};
  let errors: FieldErrors = {};
  if (step === 1) {
    body.basicData = {
      registrationPlate:
        String(form.get("registrationPlate") ?? "")
          .trim()
          .toUpperCase() || null,
    };
    errors = zodErrors(registrationSchema.safeParse(valuesOf(form)));
  } else if (step === 3) {
    body.basicData = basicDataOf(form);
    // "Changing make clears model" (spec 001 section 5.2).
    if (draft && body.basicData.makeId !== draft.basicData.makeId) body.basicData.modelId = null;
    errors = zodErrors(basicDataSchema(today).safeParse(valuesOf(form)));
  } else if (step === 7) {
    body.tyreThreadDepths = tyresOf(form);
    errors = zodErrors(tyreSchema.safeParse(valuesOf(form)));
  } else if (step === 8 && draft) {
    return serviceSection(c, form, draft, today);
  } else if (step === 9 && draft) {
    body.vehicleFeatures = featuresOf(form);
    errors = sectionErrors(
      "vehicleFeatures",
      { ...draft, vehicleFeatures: body.vehicleFeatures },
      { today, hasGroup: false },
    );
  } else if (step === 10 && draft) {
    const description = String(form.get("description") ?? "");
    body.descriptionAndSettings = { description: description.slice(0, 10000) || null };
    errors = sectionErrors(
      "description",
      { ...draft, descriptionAndSettings: { ...draft.descriptionAndSettings, description } },
      { today, hasGroup: false },
    );
  } else if (step === 11 && draft) {
    body.descriptionAndSettings = settingsOf(form);
  } else if ((step === 4 || step === 5) && draft) {
    // Sent as it is, so leaving the step records its errors for the side navigation's icon.
    body.vehicleMedia = mediaSection(draft, photosOf(draft));
    errors = sectionErrors("vehicleMedia", draft, { today, hasGroup: false });
  }
  return { body, errors };
}

/** Media ids Uppy already uploaded (JavaScript), else the files the plain form posted. */
async function uploadedOr(c: WizardCall, form: FormData, name: string, kind: string) {
  const ids = form
    .getAll("uploaded")
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  // The draft save checks each id belongs to this organisation.
  if (ids.length) return { ids, error: null as string | null };
  return uploadFiles(c, form.getAll(name) as File[], kind);
}

export async function wizardAction(c: WizardCall, form: FormData) {
  const intent = String(form.get("intent") ?? "next");
  const step = Number(form.get("step"));
  if (!isWizardStep(step)) throw new Response("Bad Request", { status: 400 });
  const id = Number(form.get("id")) || null;
  const loaded = id ? await loadDraft(c, id) : null;
  if (loaded && !loaded.ok) throw new Response("Not Found", { status: 404 });
  const draft = loaded?.ok ? loaded.data : null;
  const today = ukToday();
  const photos = photosOf(draft);
  const editing = draft?.isAuctionEditing ?? false;

  const save = async (body: DraftSave, to: number) => {
    const res = await saveDraft(c, { ...body, id: draft?.id ?? null, version: draft?.version ?? null, formStep: to });
    if (!res.ok) return fail(step, form, res.error.fieldErrors ?? {}, res.error.message);
    return redirect(wizardUrl(res.data.id, to));
  };
  const savePhotos = (list: SlotPhoto[], to: number, toDelete: number[] = []) =>
    save({ vehicleMedia: mediaSection(draft, list, toDelete) }, to);

  // Step 2: the lookup's question.
  if (intent === "autofill-yes" && draft?.basicData.registrationPlate) {
    const found = await lookUp(c, draft.basicData.registrationPlate);
    if (found.ok) {
      const { makeName: _m, modelName: _n, ...values } = found.data;
      return save({ basicData: values }, 3);
    }
  }
  if (intent === "autofill-no" || intent === "continue") return save({}, 3);
  if (intent === "change-plate") return save({}, 1);

  // Photo buttons.
  const [verb, arg = ""] = intent.split(":");
  const target = Number(arg);
  if ((PHOTO_VERBS as readonly string[]).includes(verb)) {
    const out = await photoAction(c, form, draft, verb, arg);
    if ("errors" in out) return fail(step, form, out.errors);
    return savePhotos(out.photos, out.to ?? step, out.toDelete);
  }
  if (verb === "video") {
    const up = await uploadedOr(c, form, "video", "VIDEO");
    if (up.error) return fail(step, form, { video: [up.error] });
    const videos = [
      ...videoList(draft),
      // The preview image the browser made of each (decision 0081); the save checks it is ours.
      ...up.ids.map((m) => ({ mediaMetadataId: m, previewMediaMetadataId: Number(form.get(`preview-${m}`)) || null })),
    ];
    if (videos.length > 2) return fail(step, form, { video: [WIZARD_MESSAGES.tooManyVideos] });
    return save({ vehicleMedia: { photos: photoList(photos), photosToDelete: [], videos, videosToDelete: [] } }, 6);
  }
  if (verb === "delete-video") {
    const res = await call(c, "DELETE", `/media/${target}`);
    if (!res.ok) return fail(step, form, { video: [res.error.message] });
    // 'Video removed successfully' (spec 001 section 7) as the step's flash message, either way.
    const headers = await toastHeaders(c.context, c.viewer, { type: "success", message: WIZARD_MESSAGES.videoRemoved });
    return redirect(wizardUrl(draft?.id ?? null, 6), { headers });
  }

  if (step === 8 && intent === "none-no") {
    // "No clears the type" (spec 001 section 4.6): the step shows again with the type empty.
    const values = { ...valuesOf(form), type: "" };
    return data<WizardActionData>({ step, values, errors: {} });
  }
  if (step === 8 && asksNoneQuestion(form, draft, intent))
    return data<WizardActionData>({
      step,
      values: { ...valuesOf(form), confirmNone: "1", pendingIntent: intent },
      errors: {},
    });
  if (step === 8 && intent === "add-record") {
    const missing = incompleteRecords(form);
    if (missing) return fail(step, form, missing);
    return data<WizardActionData>({ step, values: { ...valuesOf(form), extraRecord: "1" }, errors: {} });
  }
  const { body, errors } = await sectionOf(c, step, form, draft, today);
  if (intent === "add-feature") {
    const added = addCustomFeature(
      body.vehicleFeatures?.vehicleFeaturesCustom ?? [],
      String(form.get("newFeature") ?? ""),
    );
    if (added.error) return fail(step, form, { newFeature: [added.error] });
    return save({ vehicleFeatures: { ...body.vehicleFeatures!, vehicleFeaturesCustom: added.list } }, 9);
  }
  if (intent === "use-default" && draft?.descriptionAndSettings.defaultDescription)
    return save({ descriptionAndSettings: { description: draft.descriptionAndSettings.defaultDescription } }, 10);
  if (intent === "save-default") {
    await call(c, "POST", "/organization-member/default-description", {
      defaultDescription: String(form.get("description") ?? "") || null,
    });
    return save(body, 10);
  }
  if (intent === "save") {
    // Saving from the publish step keeps the draft and goes to My Vehicles (spec 001 section 4.6).
    const answer = await save(body, step);
    if (!(answer instanceof Response)) return answer;
    // 'Draft saved successfully' (spec 001 section 7) as the next page's flash message.
    const headers = await toastHeaders(c.context, c.viewer, { type: "success", message: WIZARD_MESSAGES.draftSaved });
    return redirect(step === 11 ? myVehicles("DRAFT") : answer.headers.get("Location")!, { headers });
  }
  if (intent === "back") return save(body, previousStep(step as WizardStep, photos.length, editing));
  if (verb === "goto" && isWizardStep(target)) return save(body, target);
  if (intent === "launch") return launch(c, form, draft, body);
  // Next.
  if (Object.keys(errors).length) return fail(step, form, errors);
  if (step === 1) {
    const plate = String(body.basicData?.registrationPlate ?? "");
    const saved = await saveDraft(c, { ...body, id: draft?.id ?? null, version: draft?.version ?? null, formStep: 2 });
    if (!saved.ok) return fail(step, form, saved.error.fieldErrors ?? {}, saved.error.message);
    return redirect(`${wizardUrl(saved.data.id, 2)}&plate=${encodeURIComponent(plate)}`);
  }
  return save(body, nextStep(step as WizardStep, photos.length));
}

async function launch(c: WizardCall, form: FormData, draft: DraftDto | null, body: DraftSave) {
  if (!draft) throw new Response("Not Found", { status: 404 });
  const typed = typedPriceErrors(form);
  if (Object.keys(typed).length) return fail(11, form, typed);
  const saved = await saveDraft(c, { ...body, id: draft.id, version: draft.version, formStep: 11 });
  if (!saved.ok) return fail(11, form, saved.error.fieldErrors ?? {}, saved.error.message);
  const settings = body.descriptionAndSettings!;
  const check = await call(c, "POST", "/auction/validate-description-and-settings", {
    ...settings,
    description: draft.descriptionAndSettings.description,
  });
  if (!check.ok)
    return fail(11, form, check.error.fieldErrors ?? {}, check.error.fieldErrors ? undefined : check.error.message);
  const fresh = await loadDraft(c, draft.id);
  if (!fresh.ok) throw new Response("Not Found", { status: 404 });
  // POST /auction publishes a draft or republishes an edited one (decision 0068).
  const res = await call(c, "POST", "/auction", { ...settings, id: draft.id, version: fresh.data.auctionVersion });
  if (!res.ok) {
    const first = Object.values(res.error.fieldErrors ?? {})[0]?.[0];
    return fail(11, form, res.status === 412 ? (res.error.fieldErrors ?? {}) : {}, first ?? res.error.message);
  }
  const headers = await toastHeaders(c.context, c.viewer, {
    type: "success",
    message: SELLER_ACTION_MESSAGES.launched,
  });
  return redirect(myVehicles("PUBLISHED"), { headers });
}
