import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "~/components/form/parse.server";
import { useSchemaForm } from "~/components/form/use-schema-form";
import type { ActionFunctionArgs, LoaderFunctionArgs, LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { SubmitButton } from "~/components/submit-button";
import { useEffect } from "react";
import { LoginSchema } from "~/components/form/parse.server";
import { AuthCard } from "~/components/auth-card";
import { CheckboxField, ErrorList, Field } from "~/components/form";
import { errorMessage, failureOf } from "~/api/error-messages";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireAnonymous } from "~/sessions/guards.server";
import { commitSession, getSession } from "~/sessions/session.server";
import { clientIp } from "~/sessions/viewer.server";
import { requestNow } from "~contract/test-clock";
import { readDeviceTokens, rememberDevice } from "~/sessions/device-cookie.server";
import authStyles from "~/styles/auth.css";

export const handle = { hideHeader: true };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const meta: MetaFunction = () => [{ title: "Log in | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A signed-in user visiting login goes home (spec 000 section 2).
  await requireAnonymous(request, context, "/");
  return null;
}

// The password is never sent back to the browser, whatever the outcome.
const HIDE = ["password"];

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  assertSameOrigin(request, env);
  await requireAnonymous(request, context, "/");
  const submission = parseWithZod(await request.formData(), { schema: LoginSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDE }), { status: 400 });

  const deviceTokens = await readDeviceTokens(request, env);
  const result = await context.api.call("POST", "/auth/login", {
    body: { ...submission.value, deviceTokens },
    ip: clientIp(request),
  });
  if (!result.ok) {
    if (result.status === 412 && result.error.fieldErrors) {
      return data(submission.reply({ fieldErrors: result.error.fieldErrors, hideFields: HIDE }), { status: 400 });
    }
    const message = errorMessage(failureOf(result), {
      support: { phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL },
    });
    return data(submission.reply({ formErrors: [message], hideFields: HIDE }), { status: result.status });
  }

  const session = await getSession(request, env);
  session.set("accessToken", result.data.token);
  session.set("refreshToken", result.data.refreshToken);
  session.set("rememberMe", submission.value.rememberMe);
  session.set("lastActivity", requestNow(request, env));
  const headers = new Headers({ "Set-Cookie": await commitSession(session, env) });
  if (result.data.deviceToken)
    headers.append("Set-Cookie", await rememberDevice(deviceTokens, result.data.deviceToken, env));
  return redirect("/dashboard", { headers });
}

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useSchemaForm((s) => s.LoginSchema, lastResult);
  // After a refused sign-in the password is typed again, with or without JavaScript (the server
  // never sends it back; this clears what the browser kept).
  // (Set on the element, not through conform, whose update intent would also drop the alert.)
  const passwordId = fields.password.id;
  useEffect(() => {
    const input = lastResult ? document.getElementById(passwordId) : null;
    if (input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, passwordId]);
  return (
    <AuthCard title="Log in" intro={<p>Welcome back. Log in to buy and sell in trade auctions.</p>}>
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Email" field={fields.email} type="email" autoComplete="username" />
        <Field label="Password" field={fields.password} type="password" autoComplete="current-password" />
        <div className="auth-card__row">
          <CheckboxField field={fields.rememberMe} label="Remember for 30 days" />
          <Link to="/forgot-password">Forgot password</Link>
        </div>
        <SubmitButton className="button button--block">Log in</SubmitButton>
      </Form>
      <p className="auth-card__footer">
        New to Trade Auction? <Link to="/register">Register</Link>
      </p>
    </AuthCard>
  );
}
