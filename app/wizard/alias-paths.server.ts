// The wizard's other paths (spec 000 section 2: "/add-vehicle (plus /add-number, /add-photo,
// /confirm-number)"), read as entry points to its steps (decision 0068): each step module names its
// alias (registry.ts). They answer with a redirect to /add-vehicle, so there is one wizard page and
// one action; an unknown alias is Not Found.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/sessions/guards.server";
import { requireWizardSeller } from "./wizard-loader.server";
import { aliasStep, FIRST_STEP } from "./registry";
import { wizardUrl } from "./wizard-url";

export async function aliasLoader({ request, context, params }: LoaderFunctionArgs) {
  const step = aliasStep(params.alias ?? "");
  if (step === null) throw new Response("Not Found", { status: 404 });
  const viewer = await requireUser(request, context);
  requireWizardSeller({ request, context, viewer });
  const draft = Number(new URL(request.url).searchParams.get("draft"));
  // Steps after the first need a draft; without one the wizard starts at the registration number.
  return redirect(wizardUrl(draft > 0 ? draft : null, draft > 0 ? step : FIRST_STEP));
}
