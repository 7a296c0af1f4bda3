// Flash messages for the buyer's actions: set on the viewer's own session (which may hold a token
// refreshed during this request) and committed with the answer.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { commitSession, type Toast } from "~/sessions/session.server";
import type { Viewer } from "~/sessions/viewer.server";
import type { BidRoomState } from "~contract/dto/bid";

export async function toastHeaders(
  context: AppLoadContext,
  viewer: Viewer,
  toast: Toast,
  bidState?: BidRoomState,
): Promise<Headers> {
  viewer.session.flash("toast", toast);
  if (bidState) viewer.session.flash("bidState", bidState);
  return new Headers({ "Set-Cookie": await commitSession(viewer.session, context.cloudflare.env) });
}
