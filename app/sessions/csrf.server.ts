// Cross-site request forgery defence for cookie-authenticated POSTs (DESIGN "Sessions and
// security"). SameSite=Lax already keeps the cookie off cross-site POSTs; this also refuses them
// outright, including from sibling subdomains, which SameSite counts as the same site.
import type { Env } from "../../functions/env";

function allowedOrigins(request: Request, env: Pick<Env, "APP_URL">): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  try {
    if (env.APP_URL) origins.add(new URL(env.APP_URL).origin);
  } catch {
    // A malformed APP_URL only narrows what is accepted.
  }
  return origins;
}

/** True when a browser says this request came from one of our own pages. */
export function isSameOrigin(request: Request, env: Pick<Env, "APP_URL">): boolean {
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

/** Throws a 403 response for a cross-origin POST. Call first thing in every action. */
export function assertSameOrigin(request: Request, env: Pick<Env, "APP_URL">): void {
  if (!isSameOrigin(request, env)) {
    throw new Response("Cross-origin form submissions are not allowed.", { status: 403, statusText: "Forbidden" });
  }
}
