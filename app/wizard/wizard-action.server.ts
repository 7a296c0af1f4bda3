// The wizard's one action (spec 001 sections 2.1 and 4.6): every button posts the page's form with
// an intent. The step's own buttons go to its module (registry.ts); the rest is the same for every
// step: moving saves the step's section, Next refuses to move while the step breaks its rules and
// shows the messages with what was typed, SAVE DRAFT saves and stays.
import { data, redirect } from "@remix-run/cloudflare";
import type { FieldErrors } from "~contract/api";
import type { DraftSave } from "~contract/wizard/draft-request";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { toastHeaders } from "~/sessions/flash.server";
import { isWizardStep, nextStep, numberOf, previousStep, stepAt } from "./registry";
import type { NavFacts, Parsed, StepPost, WizardActionData } from "./step-def";
import { valuesOf } from "./form-sections.server";
import { photosOf } from "./photo-actions.server";
import { loadDraft, saveDraft, type WizardCall } from "./wizard-api.server";
import { ukToday } from "~/utils/dates";
import { wizardUrl } from "./wizard-url";

const hasContent = (body: DraftSave) => Object.values(body).some((v) => v !== undefined && v !== null);

export async function wizardAction(c: WizardCall, form: FormData) {
  const intent = String(form.get("intent") ?? "next");
  const step = Number(form.get("step"));
  if (!isWizardStep(step)) throw new Response("Bad Request", { status: 400 });
  const id = Number(form.get("id")) || null;
  const loaded = id ? await loadDraft(c, id) : null;
  if (loaded && !loaded.ok) throw new Response("Not Found", { status: 404 });
  const draft = loaded?.ok ? loaded.data : null;
  const current = stepAt(step);
  const [verb, arg = ""] = intent.split(":");
  const facts: NavFacts = { photoCount: photosOf(draft).length, editing: draft?.isAuctionEditing ?? false };

  let parsed: Promise<Parsed> | null = null;
  const post: StepPost = {
    c,
    form,
    draft,
    step,
    intent,
    arg,
    today: ukToday(),
    parsed: () => (parsed ??= current.parse ? current.parse(post) : Promise.resolve({ body: {}, errors: {} })),
    fail: (errors, formError, formErrorLink) =>
      data<WizardActionData>({ step, values: valuesOf(form), errors, formError, formErrorLink }, { status: 400 }),
    again: (values) => data<WizardActionData>({ step, values: { ...valuesOf(form), ...values }, errors: {} }),
    save: async (body, to) => {
      const target = to === "here" ? step : numberOf(to);
      // Nothing to keep and no draft yet: move without starting one (an empty draft would sit
      // under Parked as 'Vehicle not specified'); the typed plate travels along.
      if (!draft && !hasContent(body)) {
        const plate = String(form.get("registrationPlate") ?? "").trim() || null;
        return redirect(wizardUrl(null, target, plate));
      }
      const res = await saveDraft(c, {
        ...body,
        id: draft?.id ?? null,
        version: draft?.version ?? null,
        formStep: target,
      });
      if (!res.ok) return post.fail(res.error.fieldErrors ?? {}, res.error.message);
      return redirect(wizardUrl(res.data.id, target));
    },
  };

  const own = current.intents?.[verb];
  if (own) {
    const answer = await own(post);
    if (answer) return answer;
  }
  const moving = intent === "next" || intent === "back" || intent === "save" || verb === "goto";
  const question = moving ? current.beforeLeave?.(post) : undefined;
  if (question) return question;
  const { body, errors } = await post.parsed();
  if (intent === "save") {
    const answer = await post.save(body, "here");
    if (!(answer instanceof Response)) return answer;
    // 'Draft saved successfully' (spec 001 section 7) as the next page's flash message.
    const headers = await toastHeaders(c.context, c.viewer, { type: "success", message: WIZARD_MESSAGES.draftSaved });
    return redirect(answer.headers.get("Location")!, { headers });
  }
  if (intent === "back") return saveTo(post, body, previousStep(step, facts));
  if (verb === "goto" && isWizardStep(Number(arg))) return saveTo(post, body, Number(arg));
  if (intent === "refresh") return post.save(body, "here");
  // Next.
  if (Object.keys(errors).length) return post.fail(errors as FieldErrors);
  const to = nextStep(step, facts);
  return (await current.onNext?.(post, { body, errors }, to)) ?? saveTo(post, body, to);
}

/** Saves and shows step number `to` (the registry's ids are what steps name; numbers are its own). */
const saveTo = (post: StepPost, body: DraftSave, to: number) => post.save(body, stepAt(to).id);
