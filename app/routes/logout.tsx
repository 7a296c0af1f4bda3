import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { destroySession, getSession } from "~/sessions/session.server";
import { clientIp } from "~/sessions/viewer.server";
import { removeSessionDevice } from "~/push/push-actions.server";

/** LOG OUT posts here: the refresh token is revoked, and the cookie goes whatever the API says. */
export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  assertSameOrigin(request, env);
  const session = await getSession(request, env);
  const refreshToken = session.get("refreshToken");
  if (refreshToken) {
    try {
      // This browser stops receiving pushes with the session (issue 24).
      await removeSessionDevice(context, session.get("accessToken"), session.get("pushEndpoint"));
      await context.api.call("POST", "/auth/logout", { body: { refreshToken }, ip: clientIp(request) });
    } catch (error) {
      // Logging out must never fail for the user (spec 000 section 4).
      console.error("logout: API call failed", error);
    }
  }
  return redirect("/", { headers: { "Set-Cookie": await destroySession(session, env) } });
}

export function loader() {
  return redirect("/");
}
