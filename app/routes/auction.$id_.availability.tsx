// GET /auction/{id}/availability: whether a newly published auction is one this dealer can see in
// Live Auctions (spec 001 sections 2.4 and 7). Read by the search list through a fetcher; a 418
// (or any refusal) simply means "not available".
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { auctionIdParam } from "~/auction/detail.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const id = auctionIdParam(params.id);
  const answer = await viewerApi(request, context, viewer, "POST", "/auction/{id}/availability", {
    params: { id },
    body: { context: "SEARCH" },
  });
  return { available: answer.ok && answer.data.available };
}
