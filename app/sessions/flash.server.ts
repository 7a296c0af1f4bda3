// Flash messages for an action answered by a redirect (bids, watch, wizard, alerts, wallet): set on
// the viewer's own session (which may hold a token refreshed during this request), committed with it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { commitSession, type Toast } from "~/sessions/session.server";
import type { Viewer } from "~/sessions/viewer.server";

export async function toastHeaders(context: AppLoadContext, viewer: Viewer, toast: Toast): Promise<Headers> {
  viewer.session.flash("toast", toast);
  return new Headers({ "Set-Cookie": await commitSession(viewer.session, context.cloudflare.env) });
}
