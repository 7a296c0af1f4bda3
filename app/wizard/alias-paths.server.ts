// The wizard's other paths (spec 000 section 2: "/add-vehicle (plus /add-number, /add-photo,
// /confirm-number)"), read as entry points to its steps (decision 0068): add-number is step 1 (the
// registration number), confirm-number step 2 (the lookup's question), add-photo step 4 (photos).
// They answer with a redirect to /add-vehicle, so there is one wizard page and one action.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/sessions/guards.server";
import { requireWizardSeller } from "./wizard-loader.server";

export function aliasLoader(step: 1 | 2 | 4) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const viewer = await requireUser(request, context);
    requireWizardSeller({ request, context, viewer });
    const draft = Number(new URL(request.url).searchParams.get("draft"));
    // Steps after 1 need a draft; without one the wizard starts at the registration number.
    if (!(draft > 0)) return redirect("/add-vehicle?step=1");
    return redirect(`/add-vehicle?draft=${draft}&step=${step}`);
  };
}
