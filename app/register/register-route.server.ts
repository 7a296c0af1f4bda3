// The registration page's loader and action (spec 000 section 2), apart from the page so that the
// browser's build of /register carries none of their imports (decision 0237): each server module a
// route imports directly still costs the page a request for an empty chunk.
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { parseWithZod, STEP_SCHEMAS } from "~/components/form/parse.server";
import { REGISTRATION_MESSAGES as M } from "~contract/messages/registration";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireAnonymous } from "~/sessions/guards.server";
import { clientIp } from "~/sessions/viewer.server";
import { clearDraft, readDraft, writeDraft, type RegistrationDraft, type StepValues } from "./draft.server";
import { STEPS, stepOfFields, type StepNumber } from "./steps";
import { callForStep } from "./submit.server";

const SECRET_FIELDS = ["password", "passwordRepeat"];

/** What a step shows: its draft values, passwords never sent back to the browser. */
function shownValues(draft: RegistrationDraft, step: StepNumber): StepValues {
  const values = { ...draft[STEPS[step].part] };
  // The newsletter box starts ticked (spec 000 section 3: acceptNewsletter defaults to true).
  if (step === 4 && Object.keys(values).length === 0) values.acceptNewsletter = "on";
  for (const f of SECRET_FIELDS) delete values[f];
  return values;
}

export async function registerLoader({ request, context }: LoaderFunctionArgs) {
  await requireAnonymous(request, context, "/dashboard");
  const env = context.cloudflare.env;
  const draft = await readDraft(request, env);
  const fees = await context.api.call("GET", "/registration/fees-settings");
  return {
    step: draft.step,
    values: shownValues(draft, draft.step),
    passwordKept: Boolean(draft.profile.password),
    franchised: draft.role.organizationRole === "FRANCHISED_DEALER",
    paymentsOn: Boolean(env.STRIPE_PUBLISHABLE_KEY),
    fees: fees.ok ? fees.data.bands : [],
  };
}

function valuesOf(formData: FormData, step: StepNumber): StepValues {
  const out: StepValues = {};
  for (const name of STEPS[step].fields) {
    if (name === "roles") out.roles = formData.getAll("roles").map(String);
    else out[name] = formData.get(name)?.toString();
  }
  return out;
}

export async function registerAction({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  assertSameOrigin(request, env);
  await requireAnonymous(request, context, "/dashboard");
  const formData = await request.formData();
  const draft = await readDraft(request, env);
  const step = draft.step;
  const values = valuesOf(formData, step);
  // Step 4: empty password fields keep the password typed before (it is never shown again).
  if (step === 4 && !values.password && !values.passwordRepeat && draft.profile.password) {
    values.password = String(draft.profile.password);
    values.passwordRepeat = String(draft.profile.passwordRepeat ?? "");
    formData.set("password", values.password);
    formData.set("passwordRepeat", values.passwordRepeat);
  }
  draft[STEPS[step].part] = values;

  if (formData.get("intent") === "back" && step > 1) {
    draft.step = (step - 1) as StepNumber;
    return redirect("/register", { headers: { "Set-Cookie": await writeDraft(draft, env) } });
  }

  const submission = parseWithZod(formData, { schema: STEP_SCHEMAS[step] });
  const cookie = { "Set-Cookie": await writeDraft(draft, env) };
  if (submission.status !== "success")
    return data(submission.reply({ hideFields: SECRET_FIELDS }), { status: 400, headers: cookie });

  const result = await callForStep(context.api, step, draft, clientIp(request));
  if (!result.ok) {
    const fieldErrors = result.error.fieldErrors ?? {};
    const owner = stepOfFields(Object.keys(fieldErrors)) ?? step;
    // A late error (e.g. the email taken while the visitor was on the card step) opens its step.
    draft.step = owner;
    const reply: SubmissionResult<string[]> = {
      status: "error",
      initialValue: shownValues(draft, owner) as Record<string, string | string[]>,
      error: { ...fieldErrors, "": [result.status === 412 ? M.invalidValues : result.error.message] },
    };
    return data(reply, {
      status: result.status === 412 ? 400 : result.status,
      headers: { "Set-Cookie": await writeDraft(draft, env) },
    });
  }
  if (step === 5) return redirect("/register/success", { headers: { "Set-Cookie": clearDraft(env) } });
  draft.step = (step + 1) as StepNumber;
  return redirect("/register", { headers: { "Set-Cookie": await writeDraft(draft, env) } });
}
