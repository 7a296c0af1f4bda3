// Shared steps of the account area's actions: the flash message after a save, and the API's
// field errors in conform's names ("locationsToSave.0.city" -> "locationsToSave[0].city").
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { commitSession, getSession, type Toast } from "~/sessions/session.server";
import type { Viewer } from "~/sessions/viewer.server";

export function conformFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(fieldErrors)) out[key.replace(/\.(\d+)(?=\.|$)/g, "[$1]")] = messages;
  return out;
}

/** Redirect after a successful POST with a toast (plain POST-redirect-GET, so no JS needed). */
export async function redirectWithToast(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  to: string,
  toast: Toast,
): Promise<Response> {
  const env = context.cloudflare.env;
  const session = viewer.session ?? (await getSession(request, env));
  session.flash("toast", toast);
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session, env) } });
}
