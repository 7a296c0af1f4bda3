// The 'Launch Vehicle' step's action (spec 001 sections 2.6, 4.4 and 8): publish a valid draft or
// republish a closed auction with the settings and the version the dealer saw. Field errors (the
// browser's or the API's 412) go back to the form; payment codes show the spec's message and lead
// to the wallet; any other refusal (a stale version, a block) shows the server's words.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { SELLER_ACTION_MESSAGES } from "~contract/messages/seller-actions";
import { WALLET_PATH, failureOf, isPaymentFailure } from "~/api/error-messages";
import { publishErrorMessage } from "~/api/publish-error";
import { toastHeaders } from "~/sessions/flash.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { launchFormPoundsSchema } from "./launch-form-schema";
import { ukToday } from "~/utils/dates";
import { VEHICLE_FILTER_ANCHOR } from "./selling-filters";

/** Whether the organisation has a group: only then is the publish target asked for (section 5.7). */
export async function organisationHasGroup(request: Request, context: AppLoadContext, viewer: Viewer) {
  const group = await viewerApi(request, context, viewer, "GET", "/account/organization-group");
  return group.ok && group.data !== null;
}

export async function runLaunch(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  auction: AuctionDetail,
  formData: FormData,
) {
  const hasGroup = await organisationHasGroup(request, context, viewer);
  const submission = parseWithZod(formData, { schema: launchFormPoundsSchema({ hasGroup, today: ukToday() }) });
  if (submission.status !== "success") return { result: submission.reply() };
  const path = auction.status === "DRAFT" ? "/auction/{id}/publish" : "/auction/{id}/republish";
  const body = { id: auction.id, ...submission.value, publishTarget: submission.value.publishTarget ?? "EVERYWHERE" };
  const answer = await viewerApi(request, context, viewer, "POST", path, {
    params: { id: auction.id },
    body,
  });
  if (answer.ok) {
    // My Vehicles, Live filter (the default), at the filter bar (spec 001 sections 2.6 and 4.6).
    throw redirect(`/my-vehicles#${VEHICLE_FILTER_ANCHOR}`, {
      headers: await toastHeaders(context, viewer, { type: "success", message: SELLER_ACTION_MESSAGES.launched }),
    });
  }
  const failure = failureOf(answer);
  const message = publishErrorMessage(failure);
  if (isPaymentFailure(failure)) {
    throw redirect(WALLET_PATH, { headers: await toastHeaders(context, viewer, { type: "error", message }) });
  }
  if (answer.status === 412 && answer.error.fieldErrors) {
    return { result: submission.reply({ fieldErrors: answer.error.fieldErrors, formErrors: [message] }) };
  }
  return { result: submission.reply({ formErrors: [message] }) };
}
