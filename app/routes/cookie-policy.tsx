import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { COOKIE_POLICY_COOKIE } from "~contract/cookie-policy";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { assertSameOrigin } from "~/sessions/csrf.server";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Records "Got it" in the cookie-policy cookie (spec 000 section 2). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const form = await request.formData();
  const headers = {
    "Set-Cookie": `${COOKIE_POLICY_COOKIE}=accepted; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`,
  };
  // The plain form (no JavaScript) goes back to its page; the fetcher just needs the cookie.
  if (form.has("redirectTo")) return redirect(safeRedirectPath(form.get("redirectTo"), "/"), { headers });
  return data({ accepted: true }, { headers });
}

export function loader() {
  return redirect("/");
}
