// /auction/{id}/acceptance?choice=accept|reject: the winning buyer confirms or declines a WAITING
// auction. The call carries the auction's version; a stale one (409) shows the server's message and
// the detail is read again.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DialogFormPage, usePageForm } from "~/components/dialog-form";
import { errorMessage, failureOf } from "~/api/error-messages";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { ACCEPTANCE_CHOICES, type AcceptanceActionData, type AcceptanceChoice } from "~/buying/acceptance";
import { AcceptanceForm } from "~/buying/acceptance-form";
import { ACCEPTANCE_MESSAGES } from "~contract/messages/auction-detail";
import { auctionIdParam, auctionPost, loadAuction } from "~/auction/detail.server";
import { answerConfirmation } from "~/sessions/flash.server";
import { detailReturnPath, FROM_PARAM } from "~/auction/list-url";
import { vehicleNameOf } from "~/auction/vehicle-name";
import auctionStyles from "~/styles/auction.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: auctionStyles }];

export const meta: MetaFunction = () => [{ title: "Accept or reject the offer | Trade Auction" }];

function readChoice(value: FormDataEntryValue | string | null): AcceptanceChoice | null {
  return (ACCEPTANCE_CHOICES as readonly string[]).includes(String(value)) ? (value as AcceptanceChoice) : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  const url = new URL(request.url);
  const choice = readChoice(url.searchParams.get("choice"));
  if (!choice) throw new Response("Not Found", { status: 404 });
  const auction = await loadAuction(request, context, viewer, id);
  return {
    choice,
    target: {
      id,
      version: auction.version,
      title: vehicleNameOf(auction.vehicle),
      amountInPence: auction.highestBidInPence,
      deadline: auction.acceptanceDeadline,
    },
    allowed: auction.isBuyerAcceptanceAllowed,
    returnTo: detailReturnPath(url.searchParams.get(FROM_PARAM), id),
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context, viewer, id, form } = await auctionPost(args);
  const choice = readChoice(form.get("choice"));
  const version = Number(form.get("version"));
  if (!choice || !Number.isSafeInteger(version)) throw new Response("Bad request", { status: 400 });
  const returnTo = detailReturnPath(form.get(FROM_PARAM), id);
  const path = choice === "accept" ? "/auction/{id}/acceptance/buyer" : "/auction/{id}/rejection/buyer";
  const result = await viewerApi(request, context, viewer, "POST", path, { params: { id }, body: { id, version } });
  const answer: AcceptanceActionData = result.ok
    ? { ok: true, message: choice === "accept" ? ACCEPTANCE_MESSAGES.accepted : ACCEPTANCE_MESSAGES.rejected }
    : { ok: false, message: errorMessage(failureOf(result)) };
  // Either way the detail is read again: on success it shows the new status, on 409 the new version.
  return answerConfirmation(context, viewer, form, answer, returnTo);
}

export default function AcceptancePage() {
  const { choice, target, allowed, returnTo } = useLoaderData<typeof loader>();
  const form = usePageForm(returnTo);
  return (
    <DialogFormPage
      title={choice === "accept" ? "Accept offer" : "Reject offer"}
      refusal={allowed ? null : "This offer is no longer waiting for your acceptance."}
      backTo={returnTo}
    >
      <AcceptanceForm choice={choice} target={target} returnTo={returnTo} {...form} />
    </DialogFormPage>
  );
}
