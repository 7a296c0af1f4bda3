import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "~/components/form/parse.server";
import { useSchemaForm } from "~/components/form/use-schema-form";
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ForgotPasswordSchema } from "~/components/form/parse.server";
import { AuthCard } from "~/components/auth-card";
import { ErrorList, Field } from "~/components/form";
import { errorMessage, failureOf } from "~/api/error-messages";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { clientIp } from "~/sessions/viewer.server";
import authStyles from "~/styles/auth.css";

export const handle = { hideHeader: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const meta: MetaFunction = () => [{ title: "Forgot password | Trade Auction" }];

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await context.api.call("POST", "/password-reset/email", {
    body: submission.value,
    ip: clientIp(request),
  });
  if (!result.ok) {
    if (result.status === 412 && result.error.fieldErrors) {
      return data(submission.reply({ fieldErrors: result.error.fieldErrors }), { status: 400 });
    }
    return data(submission.reply({ formErrors: [errorMessage(failureOf(result))] }), { status: result.status });
  }
  return redirect("/confirm-forgot-password");
}

export default function ForgotPassword() {
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useSchemaForm((s) => s.ForgotPasswordSchema, lastResult);
  const [email, setEmail] = useState(String(fields.email.initialValue ?? ""));
  // Disabled until an email is typed (spec 000 section 2), but only once JavaScript can enable it.
  const disabled = (hydrated && email.trim() === "") || navigation.state === "submitting";
  return (
    <AuthCard
      title="Forgot password"
      intro={<p>Enter the email address of your account and we will send you a link to choose a new password.</p>}
    >
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" onValueChange={setEmail} />
        <button type="submit" className="button button--block" disabled={disabled}>
          Reset password
        </button>
      </Form>
      <p className="auth-card__footer">
        <Link to="/login">Back to login</Link>
      </p>
    </AuthCard>
  );
}
