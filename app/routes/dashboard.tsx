// A minimal dashboard so sign-in has somewhere to land; the real one belongs to a later issue.
import { type LoaderFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { headerUser } from "~/sessions/header-user";
import type { MeAnswer } from "~contract/token";
import dashboardStyles from "~/styles/dashboard.css";
import { REGISTRATION_MESSAGES } from "~contract/messages/registration";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const meta: MetaFunction = () => [{ title: "Dashboard | Trade Auction" }];

interface Me {
  firstName: string;
  organizationStatus: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const me = await viewerApi<MeAnswer>(request, context, viewer, "GET", "/auth/me");
  const user = headerUser(viewer.claims);
  return {
    firstName: me.ok ? me.data.firstName : "",
    isBuyer: user.isBuyer,
    isSeller: user.isSeller,
    pending: me.ok && me.data.organizationStatus === "PENDING",
  };
}

export default function Dashboard() {
  const { firstName, isBuyer, isSeller, pending } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>{firstName ? `Welcome, ${firstName}` : "Welcome"}</h1>
      {pending ? (
        <div className="alert alert--warning inline-alert" role="status">
          {REGISTRATION_MESSAGES.beingVerified}
        </div>
      ) : null}
      <nav aria-label="Dashboard" className="dashboard-links">
        <Link className="card dashboard-link" to="/search">
          Live auctions
        </Link>
        {isBuyer ? (
          <Link className="card dashboard-link" to="/my-bids">
            My bids
          </Link>
        ) : null}
        {isSeller ? (
          <Link className="card dashboard-link" to="/my-vehicles">
            My vehicles
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
