// GET /sse/auction/buyer?auctionIds=1&auctionIds=2[&feed=global][&_st][&deviceId]: live events of
// the auctions a buyer is looking at (spec 001 sections 4.7 and 7).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { liveStream } from "~/live/sse.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => liveStream(request, context, "buyer");
