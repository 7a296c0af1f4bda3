// The dashboard (spec 001 sections 1 and 2.2): a welcome, the tabs the dealer's roles allow, and
// for a seller the Selling list itself (the dashboard and the Selling list are the same screen).
// A buyer who does not sell finds their way to My Bids and Live Auctions here.
import { type LoaderFunctionArgs, type LinksFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { headerUser } from "~/sessions/header-user";
import auctionStyles from "~/styles/auction.css";
import dashboardStyles from "~/styles/dashboard.css";
import { REGISTRATION_MESSAGES } from "~contract/messages/registration";
import { skipOwnOffsetStep } from "~/auction/use-infinite-list";
import { DashboardTabs } from "~/selling/dashboard-tabs";
import { loadSellingList } from "~/selling/selling-list.server";
import { SellingList } from "~/selling/selling-list";
import { LaunchClosedNotice } from "~/selling/launch-closed-notice";
import { photoListMeta } from "~/auction/first-photo-preload";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: dashboardStyles },
];

export const meta = photoListMeta<typeof loader>("Dashboard | Trade Auction", (data) => data.selling?.page?.items);

export const shouldRevalidate = skipOwnOffsetStep;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const user = headerUser(viewer.claims);
  const [me, selling] = await Promise.all([
    viewerApi(request, context, viewer, "GET", "/auth/me"),
    user.isSeller ? loadSellingList(request, context, viewer) : null,
  ]);
  return {
    firstName: me.ok ? me.data.firstName : "",
    isBuyer: user.isBuyer,
    isSeller: user.isSeller,
    pending: me.ok && me.data.organizationStatus === "PENDING",
    // A seller reads why launching is closed (which says verification is pending, when it is).
    launchClosed: user.isSeller && me.ok ? me.data.launchClosed : null,
    selling,
  };
}

export default function Dashboard() {
  const { firstName, isBuyer, isSeller, pending, launchClosed, selling } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1 className="dashboard__welcome">{firstName ? `Welcome, ${firstName}` : "Welcome"}</h1>
      {/* The spec's words for a pending organisation stay verbatim; the launch notice adds what
          a seller can do meanwhile. */}
      {pending ? (
        <div className="alert alert--warning inline-alert" role="status">
          {REGISTRATION_MESSAGES.beingVerified}
        </div>
      ) : null}
      <LaunchClosedNotice reason={launchClosed} />
      <DashboardTabs isSeller={isSeller} isBuyer={isBuyer} active={isSeller ? "SELLING" : null} />
      {selling ? (
        <SellingList
          base="/dashboard"
          page={selling.page}
          error={selling.error}
          filters={selling.filters}
          titleLevel={2}
        />
      ) : (
        <nav aria-label="Where to go" className="dashboard-links">
          {isBuyer ? (
            <Link className="card dashboard-link" to="/my-bids">
              My bids
            </Link>
          ) : null}
          <Link className="card dashboard-link" to="/search">
            Live auctions
          </Link>
        </nav>
      )}
    </section>
  );
}
