// Cross-site request forgery defence for cookie-authenticated POSTs (DESIGN "Sessions and
// security"). SameSite=Lax already keeps the cookie off cross-site POSTs; this also refuses them
// outright, including from sibling subdomains, which SameSite counts as the same site. The rule
// itself is the contract's, shared with the Worker's own check before Remix runs.
import { CROSS_ORIGIN_MESSAGE, isSameOrigin } from "~contract/origin";
import type { WebEnv } from "~contract/web-env";

export { isSameOrigin };

/** Throws a 403 response for a cross-origin POST. Call first thing in every action. */
export function assertSameOrigin(request: Request, env: Pick<WebEnv, "APP_URL">): void {
  if (!isSameOrigin(request, env)) {
    throw new Response(CROSS_ORIGIN_MESSAGE, { status: 403, statusText: "Forbidden" });
  }
}
