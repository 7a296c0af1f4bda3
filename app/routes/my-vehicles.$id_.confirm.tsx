// /my-vehicles/{id}/confirm?action=cancel|delete|accept|reject: the seller confirms an action
// (decision 0048). The page is the confirmation without JavaScript; with it the detail shows the
// same form as a dialog, posting here with mode=dialog. Edit of a closed auction posts here too
// (no question: it only makes a new draft) and goes on to the wizard.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { DialogFormPage, usePageForm } from "~/components/dialog-form";
import { requireSeller } from "~/sessions/guards.server";
import { auctionIdParam, auctionPost } from "~/auction/detail.server";
import { toastHeaders } from "~/sessions/flash.server";
import { vehicleNameOf } from "~/auction/vehicle-name";
import { ConfirmForm, SELLER_ACTION_TITLES } from "~/selling/confirm-form";
import { offers, readSellerAction } from "~/selling/seller-actions";
import { loadSellerAuction, runSellerAction } from "~/selling/seller-detail.server";
import { SELLER_ACTION_MESSAGES } from "~contract/messages/seller-actions";
import auctionStyles from "~/styles/auction.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: auctionStyles }];

export const meta: MetaFunction = () => [{ title: "Confirm | My Vehicles | Trade Auction" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireSeller(request, context);
  const id = auctionIdParam(params.id);
  const action = readSellerAction(new URL(request.url).searchParams.get("action"));
  if (!action) throw new Response("Not Found", { status: 404 });
  const auction = await loadSellerAuction(request, context, viewer, id);
  return { action, auction, title: vehicleNameOf(auction.vehicle), allowed: offers(auction, action) };
}

export async function action(args: ActionFunctionArgs) {
  const { request, context, viewer, id, form } = await auctionPost(args, requireSeller);
  const answer = await runSellerAction(request, context, viewer, id, form);
  // The dialog shows the answer itself and reads the detail again; without JavaScript the answer
  // travels with the redirect as a flash message.
  // A dialog's answer stays on the page, unless the page is gone (a delete) or another opens (an
  // edit): then the fetcher follows the redirect and the message travels as a flash.
  if (form.get("mode") === "dialog" && answer.to === `/my-vehicles/${id}`) return answer;
  if (!answer.message) return redirect(answer.to);
  return redirect(answer.to, {
    headers: await toastHeaders(context, viewer, { type: answer.ok ? "success" : "error", message: answer.message }),
  });
}

export default function ConfirmPage() {
  const { action, auction, title, allowed } = useLoaderData<typeof loader>();
  const back = `/my-vehicles/${auction.id}`;
  const form = usePageForm(back, "BACK");
  return (
    <DialogFormPage
      title={SELLER_ACTION_TITLES[action]}
      lead={<p className="muted">{title}</p>}
      refusal={allowed ? null : SELLER_ACTION_MESSAGES.notNow}
      backTo={back}
    >
      <ConfirmForm action={action} target={auction} {...form} />
    </DialogFormPage>
  );
}
