// The wizard's Launch (spec 001 sections 4.6, 5.7 and 8): the prices as typed, the settings saved
// with the draft, checked by the API, then POST /auction publishes (or republishes an edited
// auction, decision 0068) and My Vehicles shows it live.
import { redirect } from "@remix-run/cloudflare";
import { LAUNCH_CLOSED_MESSAGES } from "~contract/messages/auction-detail";
import { SELLER_ACTION_MESSAGES } from "~contract/messages/seller-actions";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { WALLET_PATH, failureOf, isPaymentFailure } from "~/api/error-messages";
import { publishErrorMessage } from "~/api/publish-error";
import { toastHeaders } from "~/sessions/flash.server";
import { sellingHref, VEHICLE_FILTER_ANCHOR } from "~/selling/selling-filters";
import type { StepPost } from "./step-def";
import { typedPriceErrors } from "./launch-prices";
import { call, loadDraft, saveDraft } from "./wizard-api.server";
import type { BodyOf } from "~/api/typed-paths";

/** My Vehicles with a status filter, scrolled to the filter bar (spec 001 section 2.1's "anchor"). */
export const myVehicles = (status: "DRAFT" | "PUBLISHED") =>
  `${sellingHref("/my-vehicles", { status })}#${VEHICLE_FILTER_ANCHOR}`;

export async function launch(p: StepPost) {
  const { c, form, draft, step } = p;
  if (!draft) throw new Response("Not Found", { status: 404 });
  const typed = typedPriceErrors(form);
  if (Object.keys(typed).length) return p.fail(typed);
  const { body } = await p.parsed();
  const saved = await saveDraft(c, { ...body, id: draft.id, version: draft.version, formStep: step });
  if (!saved.ok) return p.fail(saved.error.fieldErrors ?? {}, saved.error.message);
  const settings = body.descriptionAndSettings!;
  const check = await call(c, "POST", "/auction/validate-description-and-settings", {
    body: { ...settings, description: draft.descriptionAndSettings.description },
  });
  if (!check.ok)
    return p.fail(check.error.fieldErrors ?? {}, check.error.fieldErrors ? undefined : check.error.message);
  const fresh = await loadDraft(c, draft.id);
  if (!fresh.ok) throw new Response("Not Found", { status: 404 });
  // POST /auction publishes a draft or republishes an edited one (decision 0068).
  const res = await call(c, "POST", "/auction", {
    // validate-description-and-settings above refused (412) settings without their type, so it is set.
    body: { ...settings, id: draft.id, version: fresh.data.auctionVersion } as BodyOf<"POST", "/auction">,
  });
  if (!res.ok) {
    // The catalogue's words: a payment refusal says so and leads to the wallet (spec 001 section
    // 8), a closed launch names its reason (decision 0091), a service history field is named.
    const failure = failureOf(res);
    const link = isPaymentFailure(failure) ? { href: WALLET_PATH, label: LAUNCH_CLOSED_MESSAGES.toWallet } : undefined;
    return p.fail(res.status === 412 ? (res.error.fieldErrors ?? {}) : {}, publishErrorMessage(failure), link);
  }
  const headers = await toastHeaders(c.context, c.viewer, {
    type: "success",
    message: SELLER_ACTION_MESSAGES.launched,
  });
  return redirect(myVehicles("PUBLISHED"), { headers });
}

/** Saving from the publish step keeps the draft and goes to My Vehicles (spec 001 section 4.6). */
export async function saveToMyVehicles(p: StepPost) {
  const answer = await p.save((await p.parsed()).body, "here");
  if (!(answer instanceof Response)) return answer;
  const message = WIZARD_MESSAGES.draftSaved;
  const headers = await toastHeaders(p.c.context, p.c.viewer, { type: "success", message });
  return redirect(myVehicles("DRAFT"), { headers });
}
