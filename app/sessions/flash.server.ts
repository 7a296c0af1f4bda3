// The one way an action tells the next page how it went (POST, redirect, the page shows a toast):
// the message rides in the session as a flash value, so it works the same without JavaScript, and
// is set on the viewer's own session (which may hold a token refreshed during this request).
import { redirect, type AppLoadContext, type TypedResponse } from "@remix-run/cloudflare";
import { commitSession, type AppSession } from "~/sessions/session.server";
import { parseToast, type Toast } from "~/sessions/toast";

/** Anything that carries the session: the viewer, or `{ session }` for a signed-out visitor. */
export interface SessionHolder {
  session: AppSession;
}

/** The Set-Cookie header that leaves `toast` for the next page. */
export async function toastHeaders(context: AppLoadContext, holder: SessionHolder, toast: Toast): Promise<Headers> {
  holder.session.flash("toast", toast);
  return new Headers({ "Set-Cookie": await commitSession(holder.session, context.cloudflare.env) });
}

/** Redirect to `to` with a toast for the page there. */
export async function redirectWithToast(
  context: AppLoadContext,
  holder: SessionHolder,
  to: string,
  toast: Toast,
): Promise<TypedResponse<never>> {
  return redirect(to, { headers: await toastHeaders(context, holder, toast) });
}

/**
 * A confirmation's answer (acceptance, Buy Now, counter-offer moves): as data to the dialog that
 * posted it (mode=dialog) while the dealer stays on `stay`, else as a toast on the redirect to `to`,
 * which is how it reaches a page without JavaScript.
 */
export async function answerConfirmation<T extends { ok: boolean; message: string }>(
  context: AppLoadContext,
  holder: SessionHolder,
  form: FormData,
  answer: T,
  to: string,
  stay: string = to,
): Promise<T | TypedResponse<never>> {
  if (form.get("mode") === "dialog" && to === stay) return answer;
  return redirectWithToast(context, holder, to, { type: answer.ok ? "success" : "error", message: answer.message });
}

/** Takes the waiting toast out of the session (the caller commits the session). */
export function takeToast(session: AppSession): Toast | null {
  return parseToast(session.get("toast"));
}
