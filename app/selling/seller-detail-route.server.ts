// The loader and action behind /my-vehicles/{id}: the seller's detail (step 1) and its
// 'Launch Vehicle' step (?step=launch, offered for a valid draft or a relaunchable auction).
import { negotiationPanel } from "~/auction/negotiation-panel.server";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireSeller } from "~/sessions/guards.server";
import { auctionIdParam } from "~/auction/detail.server";
import { backToListHref, FROM_PARAM, listPathFrom } from "~/auction/list-url";
import { loadSellerAuction } from "./seller-detail.server";
import { loadMotHistory } from "~/auction/detail/mot-history.server";
import { loadPriceGuide } from "~/auction/price-guide.server";
import { organisationHasGroup, runLaunch } from "./launch.server";
import { ukToday } from "~/utils/dates";

const BACK_LABELS: [string, string][] = [
  ["/dashboard", "Back to Dashboard"],
  ["/my-vehicles", "Back to My Vehicles"],
];

const CLOSED = ["ENDED", "CANCELLED", "REJECTED"];

export async function sellerDetailLoader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireSeller(request, context);
  const id = auctionIdParam(params.id);
  const url = new URL(request.url);
  const detailStep = url.searchParams.get("step") !== "launch";
  const [auction, mot, priceGuide] = await Promise.all([
    loadSellerAuction(request, context, viewer, id),
    detailStep ? loadMotHistory(request, context, viewer, id) : null,
    loadPriceGuide(request, context, viewer, id),
  ]);
  const launchable =
    (auction.status === "DRAFT" && auction.isDraftValid) ||
    (CLOSED.includes(auction.status) && auction.isRepublishAllowed);
  const step = url.searchParams.get("step") === "launch" ? "launch" : "detail";
  // A launch step that is no longer on offer (launched meanwhile, say) shows the detail instead.
  if (step === "launch" && !launchable) throw redirect(`/my-vehicles/${id}`);
  const from = listPathFrom(url.searchParams.get(FROM_PARAM), "/my-vehicles");
  return {
    auction,
    /** The counter-offer thread's panel, for the seller's side (decision 0167). */
    negotiation: negotiationPanel(auction, `/my-vehicles/${id}`),
    mot,
    priceGuide,
    step,
    hasGroup: step === "launch" ? await organisationHasGroup(request, context, viewer) : false,
    today: ukToday(),
    backHref: backToListHref(from, id),
    backLabel: BACK_LABELS.find(([prefix]) => from.startsWith(prefix))?.[1] ?? "Back to My Vehicles",
  } as const;
}

export async function sellerDetailAction({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireSeller(request, context);
  const id = auctionIdParam(params.id);
  const form = await request.formData();
  if (form.get("intent") !== "launch") throw new Response("Bad request", { status: 400 });
  const auction = await loadSellerAuction(request, context, viewer, id);
  return runLaunch(request, context, viewer, auction, form);
}
