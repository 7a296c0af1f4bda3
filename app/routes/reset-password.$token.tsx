import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "~/components/form/parse.server";
import { useSchemaForm } from "~/components/form/use-schema-form";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import { NewPasswordFormSchema } from "~/components/form/parse.server";
import { SUCCESS_MESSAGES } from "~contract/messages/common";
import { AuthCard } from "~/components/auth-card";
import { ErrorList, Field } from "~/components/form";
import { errorMessage, failureOf } from "~/api/error-messages";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { clientIp } from "~/sessions/viewer.server";
import authStyles from "~/styles/auth.css";

export const handle = { hideHeader: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const meta: MetaFunction = () => [{ title: "Reset password | Trade Auction" }];

const HIDE = ["password", "passwordRepeat"];

export async function action({ request, context, params }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  assertSameOrigin(request, env);
  const submission = parseWithZod(await request.formData(), { schema: NewPasswordFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDE }), { status: 400 });
  const result = await context.api.call("POST", "/password-reset/password", {
    body: { ...submission.value, token: params.token ?? "" },
    ip: clientIp(request),
  });
  if (!result.ok) {
    if (result.status === 412 && result.error.fieldErrors) {
      return data(submission.reply({ fieldErrors: result.error.fieldErrors, hideFields: HIDE }), { status: 400 });
    }
    return data(submission.reply({ formErrors: [errorMessage(failureOf(result))], hideFields: HIDE }), {
      status: result.status,
    });
  }
  // The API signed every device out; this browser too, so login does not bounce it home.
  const session = await getSession(request, env);
  session.unset("accessToken");
  session.unset("refreshToken");
  session.flash("toast", { type: "success", message: SUCCESS_MESSAGES.passwordChanged });
  return redirect("/login", { headers: { "Set-Cookie": await commitSession(session, env) } });
}

export default function ResetPassword() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm((s) => s.NewPasswordFormSchema, lastResult);
  return (
    <AuthCard title="Reset password" intro={<p>Choose a new password of at least 6 characters.</p>}>
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="New password" field={fields.password} type="password" autoComplete="new-password" />
        <Field label="Repeat password" field={fields.passwordRepeat} type="password" autoComplete="new-password" />
        <SubmitButton className="button button--block">Reset password</SubmitButton>
      </Form>
      <p className="auth-card__footer">
        Link expired? <Link to="/forgot-password">Request a new one</Link>
      </p>
    </AuthCard>
  );
}
