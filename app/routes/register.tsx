// Dealer registration, `/register` (spec 000 section 2): five steps, each checked by the API before
// the next, with a progress sidebar. The partial registration lives in an encrypted cookie (never
// the URL), so what was typed survives errors and steps back and forth, with or without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useLeaveWarning } from "~/register/leave-warning";
import { z } from "zod";
import { REGISTRATION_MESSAGES as M } from "~contract/messages/registration";
import { ErrorList } from "~/components/form";
import { useHydrated } from "remix-utils/use-hydrated";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireAnonymous } from "~/sessions/guards.server";
import { clientIp } from "~/sessions/viewer.server";
import { clearDraft, readDraft, writeDraft, type RegistrationDraft, type StepValues } from "~/register/draft.server";
import { STEPS, stepOfFields, type StepNumber } from "~/register/steps";
import { callForStep } from "~/register/submit.server";
import { StepSidebar } from "~/register/sidebar";
import { BrandHome } from "~/components/auth-card";
import { AddressStep, CompanyStep, PaymentStep, ProfileStep, RoleStep } from "~/register/step-fields";
import registerStyles from "~/styles/register.css";
import walletStyles from "~/styles/wallet.css";

export const handle = { hideHeader: true };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: registerStyles },
  { rel: "stylesheet", href: walletStyles },
];
export const meta: MetaFunction = () => [{ title: "Register | Trade Auction" }];

const SECRET_FIELDS = ["password", "passwordRepeat"];

/** What a step shows: its draft values, passwords never sent back to the browser. */
function shownValues(draft: RegistrationDraft, step: StepNumber): StepValues {
  const values = { ...draft[STEPS[step].part] };
  // The newsletter box starts ticked (spec 000 section 3: acceptNewsletter defaults to true).
  if (step === 4 && Object.keys(values).length === 0) values.acceptNewsletter = "on";
  for (const f of SECRET_FIELDS) delete values[f];
  return values;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
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

export async function action({ request, context }: ActionFunctionArgs) {
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

  const submission = parseWithZod(formData, { schema: STEPS[step].schema });
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

const passThrough = z.object({}).passthrough();

export default function Register() {
  const { step, values, passwordKept, franchised, paymentsOn, fees } = useLoaderData<typeof loader>();
  // Typed by hand: the action answers conform's SubmissionResult (see root.tsx for why).
  const lastResult = useActionData() as SubmissionResult<string[]> | undefined;
  const navigation = useNavigation();
  const info = STEPS[step];
  const [form, fields] = useForm({
    id: `register-step-${step}`,
    lastResult,
    defaultValue: values,
    // The Back button and a kept password skip the browser-side check; the server checks anyway.
    onValidate: ({ formData, submitter }) =>
      parseWithZod(formData, {
        schema:
          (submitter as HTMLButtonElement | null)?.value === "back" || (step === 4 && passwordKept)
            ? passThrough
            : info.schema,
      }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const busy = navigation.state !== "idle";
  const hydrated = useHydrated();
  // Step 2's Next waits for a VAT number (spec 000 section 8), once JavaScript can follow the typing;
  // without it the server answers the empty field with its message.
  const vatMissing = hydrated && step === 2 && !String(fields.vatNumber.value ?? "").trim();
  const markDirty = useLeaveWarning();
  return (
    <div className="register-page">
      <BrandHome />
      <div className="register-layout">
        <StepSidebar current={step} />
        <section className="register-card card" aria-labelledby="register-title">
          <p className="eyebrow">Step {step} of 5</p>
          <h1 id="register-title">{info.title}</h1>
          <Form method="post" {...getFormProps(form)} noValidate className="stack" onInput={markDirty}>
            <ErrorList id={form.errorId} errors={form.errors} />
            {step === 1 ? <RoleStep fields={fields} fees={fees} /> : null}
            {step === 2 ? <CompanyStep fields={fields} /> : null}
            {step === 3 ? <AddressStep fields={fields} /> : null}
            {step === 4 ? <ProfileStep fields={fields} passwordKept={passwordKept} /> : null}
            {step === 5 ? <PaymentStep fields={fields} paymentsOn={paymentsOn} franchised={franchised} /> : null}
            <div className="register-actions">
              {step === 1 ? (
                <Link className="button button--ghost" to="/login">
                  Back to Login
                </Link>
              ) : (
                <button
                  type="submit"
                  name="intent"
                  value="back"
                  className="button button--ghost"
                  formNoValidate
                  disabled={busy}
                >
                  Back
                </button>
              )}
              <button type="submit" name="intent" value="next" className="button" disabled={busy || vatMissing}>
                {step === 5 ? "Register Account" : "Next"}
              </button>
            </div>
          </Form>
        </section>
      </div>
    </div>
  );
}
