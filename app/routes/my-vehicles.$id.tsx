// /my-vehicles/{id}: the seller's detail and its launch step (spec 001 sections 2.5 and 2.6).
// Another organisation's vehicle redirects to the public detail; a non-seller to My Bids or Search.
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { sellerDetailAction, sellerDetailLoader } from "~/selling/seller-detail-route.server";
import { SellerDetailPage } from "~/selling/seller-detail";
import { detailPageMeta } from "~/auction/detail/hero-photo";
import auctionStyles from "~/styles/auction.css";
import detailStyles from "~/styles/detail.css";
import dashboardStyles from "~/styles/dashboard.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: detailStyles },
  { rel: "stylesheet", href: dashboardStyles },
];

const TITLE = "My Vehicles | Trade Auction";
const detailMeta = detailPageMeta(TITLE);
// The hero's photo is asked for from the head, as on the buyer's detail (decision 0242); the launch
// step shows no photo, so it asks for none.
export const meta: MetaFunction<typeof sellerDetailLoader> = ({ data }) =>
  data?.step === "launch" ? [{ title: TITLE }] : detailMeta({ data });

export const loader = sellerDetailLoader;
export const action = sellerDetailAction;

export default SellerDetailPage;

// A failure here shows the selling area's error page (decision 0107).
export { SellingErrorBoundary as ErrorBoundary } from "~/components/area-error";
