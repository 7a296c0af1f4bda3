// My Vehicles, the Selling list (spec 001 section 2.2). A dealer who does not sell goes to My Bids
// if a buyer, else to Live Auctions.
import { type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requireSeller } from "~/sessions/guards.server";
import { headerUser } from "~/sessions/header-user";
import { skipOwnOffsetStep } from "~/auction/use-infinite-list";
import { DashboardTabs } from "~/selling/dashboard-tabs";
import { loadSellingList } from "~/selling/selling-list.server";
import { SellingList } from "~/selling/selling-list";
import auctionStyles from "~/styles/auction.css";
import dashboardStyles from "~/styles/dashboard.css";
import { photoListMeta } from "~/auction/first-photo-preload";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: dashboardStyles },
];

export const meta = photoListMeta<typeof loader>("My Vehicles | Trade Auction", (data) => data.page?.items);

export const shouldRevalidate = skipOwnOffsetStep;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireSeller(request, context);
  const { isBuyer } = headerUser(viewer.claims);
  return { ...(await loadSellingList(request, context, viewer)), isBuyer };
}

export default function MyVehicles() {
  const { page, error, filters, isBuyer } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <DashboardTabs isSeller isBuyer={isBuyer} active="SELLING" />
      <SellingList base="/my-vehicles" page={page} error={error} filters={filters} titleLevel={1} />
    </section>
  );
}

// A failure here shows the selling area's error page (decision 0107).
export { SellingErrorBoundary as ErrorBoundary } from "~/components/area-error";
