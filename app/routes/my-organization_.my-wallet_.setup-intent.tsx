// A SetupIntent for the wallet's card form, asked for by the browser when the form is shown (the
// browser holds no API token, so it comes through here). Owners only; JSON out.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { errorMessage, failureOf } from "~/api/error-messages";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const res = await viewerApi(request, context, viewer, "GET", "/account/organization-stripe-client-secret");
  if (!res.ok) return Response.json({ message: errorMessage(failureOf(res)) }, { status: res.status });
  return Response.json(res.data, { headers: { "cache-control": "no-store" } });
}
