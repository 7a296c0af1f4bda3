// Dismisses the buyer's fee notice for a year on this browser, then returns to the page.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { FEE_NOTICE_COOKIE } from "~/buying/fee-notice";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const form = await request.formData();
  const secure = context.cloudflare.env.APP_ENV === "production" ? "; Secure" : "";
  const headers = {
    "Set-Cookie": `${FEE_NOTICE_COOKIE}=dismissed; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  };
  // A fetcher (JavaScript) stays on its page; a plain form post goes back to it.
  if (form.get("mode") === "fetch") return data({ dismissed: true }, { headers });
  return redirect(safeRedirectPath(form.get("redirectTo"), "/search"), { headers });
}

export function loader() {
  return redirect("/search");
}
