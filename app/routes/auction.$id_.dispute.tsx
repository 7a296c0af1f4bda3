// /auction/{id}/dispute: a sale's dispute for its two parties (issue 27 item 3). The buyer raises it
// (within 48 hours, with photos), the seller answers, both read where it stands. Plain multipart
// POST and redirect; JavaScript only submits the same form without a reload.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { auctionIdParam, sellerDetailPath } from "~/auction/detail.server";
import { answerDispute, loadDispute, raiseDispute, saleDetail, type DisputeActionData } from "~/auction/dispute.server";
import { DisputePage } from "~/auction/dispute-page";
import { vehicleNameOf } from "~/auction/vehicle-name";
import detailStyles from "~/styles/detail.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: detailStyles }];

export const meta: MetaFunction = () => [{ title: "Dispute | Trade Auction" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  const auction = await saleDetail(request, context, viewer, id);
  // Only the two parties of a sale have a dispute line; anyone else finds nothing here.
  if (!auction.dispute) throw new Response("Not Found", { status: 404 });
  const dispute = auction.dispute.status ? await loadDispute(request, context, viewer, id) : null;
  return {
    id,
    title: vehicleNameOf(auction.vehicle),
    plate: auction.vehicle.registrationPlate ?? "",
    priceInPence: auction.wonBidPriceInPence ?? 0,
    summary: auction.dispute,
    dispute,
    backHref: auction.isSellerView ? sellerDetailPath(id) : `/auction/${id}`,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("The form could not be read", { status: 400 });
  }
  if (form.get("intent") === "answer") return answerDispute(request, context, viewer, id, form);
  return raiseDispute(request, context, viewer, id, form);
}

export default function DisputeRoute() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as DisputeActionData | undefined;
  return <DisputePage {...data} reply={reply ?? null} busy={useNavigation().state !== "idle"} />;
}

export { BuyingErrorBoundary as ErrorBoundary } from "~/components/area-error";
