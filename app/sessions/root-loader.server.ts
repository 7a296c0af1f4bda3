// The root route's loader, run on every page: the viewer, the signed-out redirect, the flash toast
// and the bid state. In one server module so the browser build stubs one module for the root, not
// three stub chunks every page would fetch (js-budget test).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isAuthenticatedPath } from "~contract/routes";
import { requestNow } from "~contract/test-clock";
import { hasAcceptedCookies } from "~/components/cookie-notice";
import { ukYear } from "~/components/site-footer";
import { getViewer, sessionChanged, signedOutRedirect } from "./viewer.server";
import { getSession } from "./session.server";
import { takeToast } from "./flash.server";
import { headerUser } from "./header-user";

export async function rootLoader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const viewer = await getViewer(request, context);
  // Every authenticated path of the spec, built or not yet, sends a signed-out visitor home (decision
  // 0026). The root loader runs on every page, so unbuilt paths need no route of their own.
  if (!viewer && isAuthenticatedPath(new URL(request.url).pathname))
    throw await signedOutRedirect(request, context, "/");
  const session = viewer?.session ?? (await getSession(request, env));
  // Reading a flash message changes the session (even a malformed one, which is dropped unread);
  // the Worker commits it with the answer.
  const hadToast = session.has("toast");
  const toast = takeToast(session);
  // A bid's answer from the room: the page after the redirect shows it over D1's copy (decision 0095).
  const bidState = session.get("bidState") ?? null;
  if (hadToast || bidState) sessionChanged(context, session);
  return {
    user: viewer ? headerUser(viewer.claims) : null,
    toast,
    bidState,
    cookiesAccepted: hasAcceptedCookies(request),
    support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE },
    // The footer's copyright year, from the request's clock (tests move it), in UK time.
    year: ukYear(requestNow(request, env)),
  };
}
