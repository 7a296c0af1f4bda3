// /add-vehicle: the listing wizard (spec 001 sections 2.1, 4.5 and 4.6). One server-rendered form
// per step; every button posts it with an intent, so it all works without JavaScript. Drafts are
// `?draft={id}&step={n}`; `?edit={auctionId}` opens an auction for editing (decision 0046).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { requireWizardSeller, wizardLoader, type WizardPage } from "~/wizard/wizard-loader.server";
import { wizardAction } from "~/wizard/wizard-action.server";
import type { StepProps, WizardActionData, WizardStepModule } from "~/wizard/step-def";
import { editStartStep, FIRST_STEP, LAST_STEP, stepAt, STEPS } from "~/wizard/registry";
import { wizardUrl } from "~/wizard/wizard-url";
import { call } from "~/wizard/wizard-api.server";
import { SideNav } from "~/wizard/side-nav";
import { useLeaveWarning } from "~/register/leave-warning";
import wizardStyles from "~/styles/wizard.css";
import { useHydrated } from "remix-utils/use-hydrated";
import { Fragment, memo, useEffect, useRef, useState } from "react";
import type { FieldErrors } from "~contract/api";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: wizardStyles }];
export const meta: MetaFunction = () => [{ title: "Add Vehicle | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  return data(await wizardLoader({ request, context, viewer }, new URL(request.url)));
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const c = { request, context, viewer };
  requireWizardSeller(c);
  const form = await request.formData();
  if (form.get("intent") === "edit-copy") {
    const id = Number(form.get("id"));
    const res = await call(c, "POST", "/auction/{id}/edit", {
      params: { id },
      body: { id, version: Number(form.get("version")) },
    });
    if (!res.ok)
      return data<WizardActionData>(
        { step: 0, values: {}, errors: {}, formError: res.error.message },
        { status: res.status },
      );
    return redirect(wizardUrl(res.data.id, editStartStep()));
  }
  return wizardAction(c, form);
}

export default function AddVehicle() {
  // Typed by hand: without single-fetch types Remix wraps data() answers (as dashboard.tsx does).
  const page = useLoaderData() as WizardPage;
  const answer = useActionData() as WizardActionData | undefined;
  const busy = useNavigation().state !== "idle";
  // Posting a step stays in the wizard, so only leaving /add-vehicle asks; once the step is saved
  // (a new step or draft version) there is nothing to lose until the dealer types again.
  const markDirty = useLeaveWarning("/add-vehicle", `${page.step}:${page.draft?.version ?? 0}`);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const current = stepAt(page.step);
  // Launch and save wait for the step's required fields (spec 001 section 5.7); the server render
  // leaves them enabled, as nothing could enable them without JavaScript.
  const [ready, setReady] = useState(true);
  const checkReady = () => {
    if (current.ready && formRef.current) setReady(current.ready(formRef.current, page.data));
  };
  useEffect(checkReady, [current, page.data, answer]);
  if (page.editCopy) return <EditCopy page={page} error={answer?.formError} />;
  const { step, draft } = page;
  const sameStep = answer && answer.step === step;
  const footer = current.footer ?? "next";
  // Enter in a field presses the first submit button: make it this step's own action.
  const enterIntent = current.enterIntent ?? "next";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate
      className="wizard"
      data-hydrated={hydrated || undefined}
      ref={formRef}
      onInput={current.warnOnLeave ? markDirty : undefined}
      onChange={current.ready ? checkReady : undefined}
    >
      <button
        type="submit"
        name="intent"
        value={enterIntent}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        Next
      </button>
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="id" value={draft?.id ?? ""} />
      <header className="wizard-header">
        <h1>Add Vehicle</h1>
        {draft ? (
          <button
            type="submit"
            name="intent"
            value="save"
            className="button button--secondary"
            disabled={busy || !ready}
          >
            SAVE DRAFT
          </button>
        ) : null}
      </header>
      <div className="wizard-layout">
        <SideNav step={step} draft={draft} />
        <section className="wizard-card card" aria-labelledby="wizard-title">
          <p className="eyebrow">
            Step {step} of {LAST_STEP} · {current.title}
          </p>
          <h2 id="wizard-title">{current.label}</h2>
          {sameStep && answer.formError ? (
            <p className="form-error" role="alert">
              {answer.formError}
              {answer.formErrorLink ? (
                <>
                  {" "}
                  <Link to={answer.formErrorLink.href}>{answer.formErrorLink.label}</Link>
                </>
              ) : null}
            </p>
          ) : null}
          <Fragment
            // A saved draft (a new version) shows afresh, so a field never keeps text the save
            // replaced (an added feature, the default description); a refused post keeps what was
            // typed. The upload steps stay mounted: their upload statuses outlive the save.
            key={current.keepMounted ? step : `${step}:${draft?.version ?? 0}`}
          >
            <StepBody
              module={current}
              step={step}
              steps={STEPS}
              data={page.data}
              draft={draft}
              values={sameStep ? answer.values : null}
              errors={sameStep ? answer.errors : NO_ERRORS}
            />
          </Fragment>
          <div className="wizard-actions">
            {step > FIRST_STEP ? (
              <button type="submit" name="intent" value="back" className="button button--ghost" disabled={busy}>
                Back
              </button>
            ) : null}
            {footer === "launch" ? (
              <button type="submit" name="intent" value="launch" className="button" disabled={busy || !ready}>
                Launch
              </button>
            ) : footer === "none" ? null : (
              <button type="submit" name="intent" value="next" className="button" disabled={busy}>
                {footer === "search" ? "Search" : "Next"}
              </button>
            )}
          </div>
        </section>
      </div>
    </Form>
  );
}

const NO_ERRORS: FieldErrors = {};

/**
 * The step's own fields, drawn again only when what they show changes. The page re-renders around
 * them at once after hydration (useHydrated), when Launch's readiness is checked and on the first
 * keystroke (the leave warning); a long step (hundreds of makes or feature boxes) drawn again each
 * time was the wizard's blocking time on a phone (decision 0231).
 */
const StepBody = memo(function StepBody({ module, ...props }: StepProps<unknown> & { module: WizardStepModule }) {
  return module.render(props);
});

function EditCopy({ page, error }: { page: WizardPage; error?: string }) {
  const copy = page.editCopy!;
  return (
    <Form method="post" className="wizard card stack">
      <h1>Edit vehicle</h1>
      <p>
        This auction has finished. Editing it makes a new draft with the same vehicle, photos and settings, which you
        can then relaunch.
      </p>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <input type="hidden" name="id" value={copy.id} />
      <input type="hidden" name="version" value={copy.version} />
      <button type="submit" name="intent" value="edit-copy" className="button">
        Edit and relaunch
      </button>
    </Form>
  );
}

// A failure here shows the wizard area's error page (decision 0107).
export { WizardErrorBoundary as ErrorBoundary } from "~/components/area-error";
