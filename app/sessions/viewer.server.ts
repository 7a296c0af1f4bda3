// Who is looking at the page: reads the session, refreshes the access token when it is near
// expiry, and signs out after 8 idle hours (30 days with "Remember for 30 days"; decision 0112).
// A request is the activity: the spec's "refresh every 15 minutes if active" keep-alive is what a
// page's loader does here, so any page, data request or live stream within the limit refreshes.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { decodeToken, type TokenClaims } from "~contract/token";
import type { ApiResult, CallOptions, SendOptions } from "../api/client.server";
import type { AnswerOf, ApiMethod, CallInput, OptionalWhenEmpty, PathsFor } from "../api/typed-paths";
import { commitSession, destroySession, getSession, SESSION_COOKIE, type AppSession } from "./session.server";
import { requestCookie } from "./request-cookie.server";
import { markSessionChanged } from "~contract/session-cookie";
import { idleLimitMs, SESSION_RULES } from "./rules";
import { requestNow } from "~contract/test-clock";
import { forcesLogout as forcesLogoutFor } from "../api/error-messages";

export interface Viewer {
  token: string;
  claims: TokenClaims;
  session: AppSession;
}

export function clientIp(request: Request): string | null {
  return request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for");
}

// One answer per request: Remix runs the root and route loaders in parallel with the same load
// context, and each refreshing the token on its own would spend the refresh token twice.
const viewers = new WeakMap<AppLoadContext, Promise<Viewer | null>>();

/** The signed-in viewer, or null. Never throws for a missing or dead session. */
export function getViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  let viewer = viewers.get(context);
  if (!viewer) {
    viewer = loadViewer(request, context);
    viewers.set(context, viewer);
  }
  return viewer;
}

async function loadViewer(request: Request, context: AppLoadContext): Promise<Viewer | null> {
  const env = context.cloudflare.env;
  const session = await getSession(request, env);
  const token = session.get("accessToken");
  if (!token) return null;
  const now = requestNow(request, env);
  const lastActivity = session.get("lastActivity") ?? 0;
  if (now - lastActivity >= idleLimitMs(session.get("rememberMe"))) return null;

  let claims = decodeToken(token);
  let current = token;
  let changed = false;
  const nearExpiry = !claims || claims.exp * 1000 - now < SESSION_RULES.refreshBeforeExpiryMs;
  if (nearExpiry) {
    const refreshToken = session.get("refreshToken");
    if (!refreshToken) return null;
    const answer = await context.api.call("POST", "/auth/refresh-token", {
      body: { refreshToken },
      ip: clientIp(request),
    });
    if (!answer.ok) return null;
    current = answer.data.token;
    claims = decodeToken(current);
    if (!claims) return null;
    session.set("accessToken", current);
    session.set("refreshToken", answer.data.refreshToken);
    changed = true;
  }
  // Stamp activity at most once a minute so most responses need no Set-Cookie.
  if (changed || now - lastActivity > SESSION_RULES.activityStampEveryMs) {
    session.set("lastActivity", now);
    changed = true;
  }
  if (changed) sessionChanged(context, session);
  return { token: current, claims: claims!, session };
}

/**
 * The one cookie path: the Worker commits the session on the outgoing answer, whatever route or
 * loader answers, so nothing has to pass a Set-Cookie header on (decision 0024).
 */
export function sessionChanged(context: AppLoadContext, session: AppSession): void {
  markSessionChanged(context.session, SESSION_COOKIE, () => commitSession(session, context.cloudflare.env));
}

/** For authenticated routes: signed-out visitors go to the home page (spec 000 section 2). */
export async function requireViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (!viewer) throw await signedOutRedirect(request, context, "/");
  return viewer;
}

export async function signedOutRedirect(request: Request, context: AppLoadContext, to: string) {
  // Only a session this request carried is ended. A request sent without one (a tab still open
  // after signing out) must not answer with a deleting cookie: arriving after a sign-in in another
  // tab, it signed that dealer out again.
  if (requestCookie(request, SESSION_COOKIE) === null) return redirect(to);
  const session = await getSession(request, context.cloudflare.env);
  return redirect(to, { headers: { "Set-Cookie": await destroySession(session, context.cloudflare.env) } });
}

/** What a viewer's call sends: the document's params, query and body (the token and address are the viewer's). */
export type ViewerCallOptions<M extends ApiMethod, P extends PathsFor<M>> = CallInput<M, P> &
  Omit<SendOptions, "token" | "ip">;

/** Calls the API as the viewer. A 401 or a forced-logout code ends the web session too. */
export async function viewerApi<M extends ApiMethod, P extends PathsFor<M>>(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  method: M,
  path: P,
  ...options: OptionalWhenEmpty<ViewerCallOptions<M, P>>
): Promise<ApiResult<AnswerOf<M, P>>> {
  const sent = { ...options[0], token: viewer.token, ip: clientIp(request) } as CallOptions<M, P>;
  const result = await context.api.call(method, path, ...([sent] as OptionalWhenEmpty<CallOptions<M, P>>));
  if (!result.ok && forcesLogout(result.status, result.error.errorCode)) {
    throw await signedOutRedirect(request, context, "/login");
  }
  return result;
}

export function forcesLogout(status: number, errorCode?: string): boolean {
  return forcesLogoutFor({ status, errorCode });
}
