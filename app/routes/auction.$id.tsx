// /auction/{id}: the auction detail opened from Live Auctions (spec 001 section 2.5).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { detailPageLoader } from "~/buying/detail-page.server";
import { AuctionDetailPage, detailPageLinks } from "~/buying/detail-page";
import { skipBidAnswer } from "~/auction/revalidate";
import { detailPageMeta } from "~/auction/detail/hero-photo";

export const links = detailPageLinks;

// The hero photo is asked for from the head, with the stylesheets.
export const meta = detailPageMeta("Auction | Trade Auction");

export const loader = (args: LoaderFunctionArgs) => detailPageLoader(args, "/search");

// A bid's answer carries the room's state, which the page applies (decision 0095).
export const shouldRevalidate = skipBidAnswer;

export default AuctionDetailPage;

// A failure here shows the buying area's error page (decision 0107).
export { BuyingErrorBoundary as ErrorBoundary } from "~/components/area-error";
