// The same-origin rule for cookie-authenticated form posts (DESIGN "Sessions and security"). Pure:
// the Worker applies it to every non-GET page request before Remix runs, and the Remix actions
// apply it again (app/sessions/csrf.server.ts), so both refuse exactly the same requests.
import type { WebEnv } from "./web-env";

function allowedOrigins(request: Request, env: Pick<WebEnv, "APP_URL">): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  try {
    if (env.APP_URL) origins.add(new URL(env.APP_URL).origin);
  } catch {
    // A malformed APP_URL only narrows what is accepted.
  }
  return origins;
}

/** True when a browser says this request came from one of our own pages. */
export function isSameOrigin(request: Request, env: Pick<WebEnv, "APP_URL">): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  // `none` is a user-initiated navigation (typed URL, bookmark), never a forged form.
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return false;
  const origin = request.headers.get("origin");
  if (origin) return allowedOrigins(request, env).has(origin);
  // Browsers send Origin on every POST; without it fall back to Referer, and let header-less
  // non-browser clients through (they hold no victim's cookie).
  const referer = request.headers.get("referer");
  if (!referer) return true;
  try {
    return allowedOrigins(request, env).has(new URL(referer).origin);
  } catch {
    return false;
  }
}

export const CROSS_ORIGIN_MESSAGE = "Cross-origin form submissions are not allowed.";
