// Dealer registration, `/register` (spec 000 section 2): five steps, each checked by the API before
// the next, with a progress sidebar. The partial registration lives in an encrypted cookie (never
// the URL), so what was typed survives errors and steps back and forth, with or without JavaScript.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useLazySchemaForm } from "~/components/form/lazy-schema-form";
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useLeaveWarning } from "~/register/leave-warning";
import { ErrorList } from "~/components/form";
import { useHydrated } from "remix-utils/use-hydrated";
import type { registerLoader } from "~/register/register-route.server";
import { STEPS } from "~/register/steps";
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

export { registerAction as action, registerLoader as loader } from "~/register/register-route.server";

export default function Register() {
  const { step, values, passwordKept, franchised, paymentsOn, fees } = useLoaderData<typeof registerLoader>();
  // Typed by hand: the action answers conform's SubmissionResult (see root.tsx for why).
  const lastResult = useActionData() as SubmissionResult<string[]> | undefined;
  const navigation = useNavigation();
  const info = STEPS[step];
  const [form, fields] = useLazySchemaForm(
    // The Back button and a kept password skip the browser-side check; the server checks anyway.
    (s, submitter) =>
      submitter?.value === "back" || (step === 4 && passwordKept) ? s.UNCHECKED : s.STEP_SCHEMAS[step],
    {
      id: `register-step-${step}`,
      lastResult,
      defaultValue: values,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
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
