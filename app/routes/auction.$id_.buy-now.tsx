// /auction/{id}/buy-now: a buyer confirms the Buy Now price (issue 27, decision 0136). A page of
// its own without JavaScript; the detail's dialog posts to the same action with mode=dialog and
// gets the answer back. The room decides; either way the detail is read again after.
import {
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DialogFormPage, usePageForm } from "~/components/dialog-form";
import { BUY_NOW_MESSAGES } from "~contract/messages/buy-now";
import { errorMessage, failureOf, isPaymentFailure, WALLET_PATH } from "~/api/error-messages";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { answerConfirmation } from "~/sessions/flash.server";
import { auctionIdParam, auctionPost, loadAuction } from "~/auction/detail.server";
import { detailReturnPath, FROM_PARAM } from "~/auction/list-url";
import { vehicleNameOf } from "~/auction/vehicle-name";
import { formatPounds } from "~/auction/format";
import type { BuyNowActionData } from "~/buying/buy-now-types";
import { BuyNowForm } from "~/buying/buy-now-form";
import auctionStyles from "~/styles/auction.css";
import buyingStyles from "~/styles/buying.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: buyingStyles },
];

export const meta: MetaFunction = () => [{ title: "Buy Now | Trade Auction" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  const auction = await loadAuction(request, context, viewer, id);
  const returnTo = detailReturnPath(new URL(request.url).searchParams.get(FROM_PARAM), id);
  const price = auction.buyNowPriceInPence;
  return {
    target:
      price === null
        ? null
        : {
            id,
            title: vehicleNameOf(auction.vehicle),
            plate: auction.vehicle.registrationPlate ?? null,
            priceInPence: price,
          },
    allowed: auction.isBuyNowAllowed,
    refusal: auction.buyNowRefusal?.message ?? BUY_NOW_MESSAGES.NONE,
    returnTo,
  };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context, viewer, id, form } = await auctionPost(args);
  const amountInPence = Number(form.get("amountInPence"));
  if (!Number.isSafeInteger(amountInPence)) throw new Response("Bad request", { status: 400 });
  const returnTo = detailReturnPath(form.get(FROM_PARAM), id);
  const auction = await loadAuction(request, context, viewer, id);
  const result = await viewerApi(request, context, viewer, "POST", "/auction/{id}/buy-now", {
    params: { id },
    body: { amountInPence },
  });
  const failure = result.ok ? null : failureOf(result);
  const answer: BuyNowActionData = failure
    ? { ok: false, message: errorMessage(failure) }
    : { ok: true, message: BUY_NOW_MESSAGES.bought(vehicleNameOf(auction.vehicle), formatPounds(amountInPence)) };
  // A payment block leads to the wallet, as a refused bid does (spec 000 section 8).
  const to = failure && isPaymentFailure(failure) ? WALLET_PATH : returnTo;
  return answerConfirmation(context, viewer, form, answer, to, returnTo);
}

export default function BuyNowPage() {
  const { target, allowed, refusal, returnTo } = useLoaderData<typeof loader>();
  const form = usePageForm(returnTo);
  return (
    <DialogFormPage title="Buy Now" refusal={target && allowed ? null : refusal} backTo={returnTo}>
      {target ? <BuyNowForm target={target} returnTo={returnTo} {...form} /> : null}
    </DialogFormPage>
  );
}
