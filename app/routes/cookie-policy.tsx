import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { COOKIE_POLICY_COOKIE } from "~/components/cookie-notice";
import { safeRedirectPath } from "~/utils/safe-redirect";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const to = safeRedirectPath(form.get("redirectTo"), "/");
  return redirect(to, {
    headers: { "Set-Cookie": `${COOKIE_POLICY_COOKIE}=accepted; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax` },
  });
}

export function loader() {
  return redirect("/");
}
