// /my-organization/my-profile (spec 000 section 2 'My Profile'): personal fields read-only (the
// page says to contact support to change them); location (not for owners), a new password with
// its repeat, and the newsletter choice are saved through PUT /account/profile.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod, ProfileUpdateSchema } from "~/components/form/parse.server";
import { useLazySchemaForm } from "~/components/form/lazy-schema-form";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import { POSITION_LABELS } from "~contract/employee-labels";
import { PROFILE_MESSAGES } from "~contract/messages/organisation";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { loadFailure } from "~/api/load-failure.server";
import { CheckboxField, ErrorList, Field } from "~/components/form";
import { LocationSelect } from "~/account/location-select";
import { refusalReply } from "~/api/refusal-reply";
import { redirectWithToast } from "~/sessions/flash.server";

export const meta: MetaFunction = () => [{ title: "My Profile | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const [profile, locations] = await Promise.all([
    viewerApi(request, context, viewer, "GET", "/account/profile"),
    viewerApi(request, context, viewer, "GET", "/account/organization-locations"),
  ]);
  if (!profile.ok) throw loadFailure(profile);
  return data({ profile: profile.data, locations: locations.ok ? locations.data : [] }, {});
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const hide = ["password", "passwordRepeat"];
  const submission = parseWithZod(await request.formData(), { schema: ProfileUpdateSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: hide }), { status: 400 });
  const saved = await viewerApi(request, context, viewer, "PUT", "/account/profile", { body: submission.value });
  if (!saved.ok) return data(refusalReply(submission, saved, hide), { status: saved.status });
  return redirectWithToast(context, viewer, "/my-organization/my-profile", {
    type: "success",
    message: PROFILE_MESSAGES.updated,
  });
}

function ReadOnly({ id, label, value }: { id: string; label: string; value: string | null }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value ?? ""} readOnly />
    </div>
  );
}

export default function MyProfile() {
  const { profile, locations } = useLoaderData<typeof loader>();
  const lastResult = useActionData() as SubmissionResult<string[]> | undefined;
  const [form, fields] = useLazySchemaForm((s) => s.ProfileUpdateSchema, {
    id: `profile-${profile.version}`,
    lastResult,
    defaultValue: {
      organizationLocationId: profile.organizationLocationDto ? String(profile.organizationLocationDto.id) : "",
      acceptNewsletter: profile.acceptNewsletter ? "on" : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <h1>My Profile</h1>
      <p className="muted">{PROFILE_MESSAGES.contactSupport}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <input type="hidden" name="version" value={String(profile.version)} />
        <section className="card stack" aria-labelledby="me-heading">
          <h2 id="me-heading">Personal details</h2>
          <div className="account-grid">
            <ReadOnly id="first-name" label="First name" value={profile.firstName} />
            <ReadOnly id="last-name" label="Last name" value={profile.lastName} />
            <ReadOnly
              id="position"
              label="Position"
              value={profile.position ? POSITION_LABELS[profile.position] : null}
            />
            <ReadOnly id="phone" label="Phone" value={profile.phoneNumber} />
            <ReadOnly id="email" label="Email" value={profile.email} />
            {profile.isOwner ? (
              <ReadOnly
                id="location"
                label="Location"
                value={profile.organizationLocationDto?.postalCode.postcode ?? null}
              />
            ) : (
              <LocationSelect field={fields.organizationLocationId} locations={locations} />
            )}
          </div>
        </section>
        <section className="card stack" aria-labelledby="password-heading">
          <h2 id="password-heading">Password</h2>
          <p className="muted">Leave empty to keep your current password.</p>
          <div className="account-grid">
            <Field label="Password" field={fields.password} type="password" autoComplete="new-password" />
            <Field label="Repeat password" field={fields.passwordRepeat} type="password" autoComplete="new-password" />
          </div>
          <CheckboxField field={fields.acceptNewsletter} label="Send me the newsletter" />
        </section>
        <div className="row">
          <SubmitButton>SAVE</SubmitButton>
        </div>
      </Form>
    </>
  );
}
