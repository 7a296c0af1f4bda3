// GET /sse/auction/seller[?auctionIds=1...][&_st][&deviceId]: live events of the seller
// organisation's auctions (spec 001 sections 4.7 and 7).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { liveStream } from "~/live/sse.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => liveStream(request, context, "seller");
