// Route guards of spec 000 sections 2 and 6. Each returns the viewer for the loader to use, or
// throws the redirect the spec gives. A token refreshed while checking reaches the browser through
// the load context's session holder (decision 0024), so redirects carry no cookie headers here.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { getViewer, requireViewer, type Viewer } from "./viewer.server";
import { headerUser } from "./header-user";

/** Authenticated routes: signed-out visitors go to the home page (and any dead cookie is cleared). */
export function requireUser(request: Request, context: AppLoadContext): Promise<Viewer> {
  return requireViewer(request, context);
}

/** Login, forgot password and the like: a signed-in visitor goes to `to` (home for login). */
export async function requireAnonymous(request: Request, context: AppLoadContext, to = "/"): Promise<void> {
  const viewer = await getViewer(request, context);
  if (viewer) throw redirect(to);
}

/** The selling side: a non-seller goes to my bids if a buyer, else to search. */
export async function requireSeller(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  const user = headerUser(viewer.claims);
  if (!user.isSeller) throw redirect(user.isBuyer ? "/my-bids" : "/search");
  return viewer;
}

/** The buying side: a non-buyer goes to my vehicles if a seller, else to search. */
export async function requireBuyer(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  const user = headerUser(viewer.claims);
  if (!user.isBuyer) throw redirect(user.isSeller ? "/my-vehicles" : "/search");
  return viewer;
}

/** Owner-only pages (employees, wallet, transactions, invoices): others go to the dashboard. */
export async function requireOwner(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireViewer(request, context);
  if (!viewer.claims.isOwner) throw redirect("/dashboard");
  return viewer;
}
