// The home page's loader and action, in one server module: the browser build swaps each server
// module a route imports for an empty stub, and a stub shared with other routes is a chunk of its
// own, so one module here keeps the home page's first load to one inline stub (js-budget test).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getViewer } from "~/sessions/viewer.server";
import { contactAction } from "~/contact/contact-action.server";
import { loadHomeData } from "./home-data.server";

export async function homeLoader({ request, context }: LoaderFunctionArgs) {
  // Signed-in visitors go straight to the live auctions (spec 000 section 2).
  if (await getViewer(request, context)) throw redirect("/search");
  return loadHomeData(context.api, Date.now());
}

export const homeAction = (args: ActionFunctionArgs) => contactAction(args, "/#contact");
