// /my-vehicles/{id}: the seller's detail and its launch step (spec 001 sections 2.5 and 2.6).
// Another organisation's vehicle redirects to the public detail; a non-seller to My Bids or Search.
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { sellerDetailAction, sellerDetailLoader } from "~/selling/seller-detail-route.server";
import { SellerDetailPage } from "~/selling/seller-detail";
import auctionStyles from "~/styles/auction.css";
import detailStyles from "~/styles/detail.css";
import dashboardStyles from "~/styles/dashboard.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: detailStyles },
  { rel: "stylesheet", href: dashboardStyles },
];

export const meta: MetaFunction = () => [{ title: "My Vehicles | Trade Auction" }];

export const loader = sellerDetailLoader;
export const action = sellerDetailAction;

export default SellerDetailPage;

// A failure here shows the selling area's error page (decision 0107).
export { SellingErrorBoundary as ErrorBoundary } from "~/components/area-error";
