import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ERROR_MESSAGES } from "~contract/messages/errors";
import { errorMessage, failureOf } from "~/api/error-messages";
import { commitSession, getSession } from "~/sessions/session.server";
import { redirectWithToast } from "~/sessions/flash.server";
import { clientIp } from "~/sessions/viewer.server";
import { requestNow } from "~contract/test-clock";

/**
 * `/impersonate?om=<member id>&t=<one-time token>` (spec 000 section 2): trades the link for a
 * session and goes home. Whatever session the browser had ends here; a failure leaves it signed out
 * and shows the error on the login page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const url = new URL(request.url);
  const om = url.searchParams.get("om");
  const t = url.searchParams.get("t");
  const session = await getSession(request, env);
  session.unset("accessToken");
  session.unset("refreshToken");
  session.unset("rememberMe");

  const result =
    om && t
      ? await context.api.call("POST", "/auth/impersonate", {
          // The link's `om` as it came (a numeric string): the API reads it as the member id.
          body: { om: om as unknown as number, t },
          ip: clientIp(request),
        })
      : null;
  if (!result?.ok) {
    const message = result ? errorMessage(failureOf(result)) : ERROR_MESSAGES.IMPERSONATION_INVALID;
    return redirectWithToast(context, { session }, "/login", { type: "error", message });
  }
  session.set("accessToken", result.data.token);
  session.set("refreshToken", result.data.refreshToken);
  session.set("rememberMe", false);
  session.set("lastActivity", requestNow(request, env));
  return redirect("/", { headers: { "Set-Cookie": await commitSession(session, env) } });
}
