// /auction/{id}/offer?move=COUNTER|ACCEPT|DECLINE: the confirmation of a counter-offer move (issue 27
// part 1, decisions 0167 and 0184), for the seller's and the top bidder's sides. It names the plate,
// the price and the viewer's fee; CONFIRM posts to the API and goes back to the detail with the
// answer. A counter price the room would refuse is shown on its field, with what was typed kept.
// With JavaScript the detail opens the same steps as a dialog (offer-dialog.tsx): its loader gives
// the words and its action answers the dialog's post (mode=dialog) with data.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OFFER_MESSAGES as M } from "~contract/messages/offers";
import { errorMessage, failureOf } from "~/api/error-messages";
import { DialogFormPage, usePageForm } from "~/components/dialog-form";
import { requireUser } from "~/sessions/guards.server";
import { headerUser } from "~/sessions/header-user";
import { viewerApi } from "~/sessions/viewer.server";
import { answerConfirmation } from "~/sessions/flash.server";
import { auctionIdParam, auctionPost } from "~/auction/detail.server";
import { FROM_PARAM } from "~/auction/list-url";
import { formatAmount } from "~/auction/format";
import { offerReturnPath, readOfferAction } from "~/auction/negotiation";
import { loadEitherSide, offerPage } from "~/auction/offer-page.server";
import { OFFER_TITLES, OfferConfirm, OfferReview, reviewing } from "~/auction/offer-form";
import auctionStyles from "~/styles/auction.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: auctionStyles }];

export const meta: MetaFunction = () => [{ title: "Counter-offer | Trade Auction" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  const url = new URL(request.url);
  const move = readOfferAction(url.searchParams.get("move"));
  if (!move) throw new Response("Not Found", { status: 404 });
  const auction = await loadEitherSide(request, context, viewer, id);
  const returnTo = offerReturnPath(url.searchParams.get(FROM_PARAM), id);
  const trial = headerUser(viewer.claims).freeTrialEndsOn;
  return offerPage(auction, move, url.searchParams.get("amount") ?? "", returnTo, trial);
}

export async function action(args: ActionFunctionArgs) {
  const { request, context, viewer, id, form } = await auctionPost(args);
  const move = readOfferAction(form.get("move"));
  const version = Number(form.get("version"));
  const amount = form.get("amountInPence");
  const amountInPence = move === "COUNTER" ? Number(amount) : undefined;
  if (
    !move ||
    !Number.isSafeInteger(version) ||
    (amountInPence !== undefined && !Number.isSafeInteger(amountInPence))
  ) {
    throw new Response("Bad request", { status: 400 });
  }
  const returnTo = offerReturnPath(form.get(FROM_PARAM), id);
  const plate = String(form.get("plate") ?? "");
  const result = await viewerApi(request, context, viewer, "POST", "/auction/{id}/offer", {
    params: { id },
    body: { version, action: move, amountInPence },
  });
  if (!result.ok) {
    const failure = failureOf(result);
    const fieldError = result.status === 412 ? failure.fieldErrors?.amountInPence?.[0] : undefined;
    // The page keeps the amount's refusal on its field, with the price typed; the dialog says it.
    if (fieldError && form.get("mode") !== "dialog") return json({ amountError: fieldError });
    return answerConfirmation(
      context,
      viewer,
      form,
      { ok: false, message: fieldError ?? errorMessage(failure) },
      returnTo,
    );
  }
  const price = formatAmount(result.data.wonBidPriceInPence ?? amountInPence ?? 0);
  const message =
    move === "COUNTER" ? M.sent(price, plate) : move === "ACCEPT" ? M.soldAt(price, plate) : M.declinedDone;
  return answerConfirmation(context, viewer, form, { ok: true, message }, returnTo);
}

export default function OfferPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const form = usePageForm(page.returnTo);
  const amountError = (answer && "amountError" in answer ? answer.amountError : null) ?? page.amountError;
  return (
    <DialogFormPage
      title={OFFER_TITLES[page.move]}
      lead={<p className="muted">{page.title}</p>}
      refusal={page.allowed ? null : M.NOT_YOUR_TURN}
      backTo={page.returnTo}
    >
      {reviewing(page, amountError) ? (
        <OfferReview page={page} amountError={amountError} cancel={form.cancel} />
      ) : (
        <OfferConfirm page={page} {...form} />
      )}
    </DialogFormPage>
  );
}
