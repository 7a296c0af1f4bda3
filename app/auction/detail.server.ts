// Reading one auction for the buyer's pages: the API's viewer-computed detail, or the right error.
import { redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/cloudflare";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { pageFailure } from "~/api/load-failure.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";

export const sellerDetailPath = (id: number) => `/my-vehicles/${id}`;

export function auctionIdParam(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  return id;
}

/**
 * The set-up of a form posted about one auction: from this site, by a viewer the guard lets in
 * (any signed-in dealer unless a role is needed), for a well-formed id; then its fields.
 */
export async function auctionPost(
  { request, params, context }: ActionFunctionArgs,
  guard: (request: Request, context: AppLoadContext) => Promise<Viewer> = requireUser,
) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await guard(request, context);
  const id = auctionIdParam(params.id);
  return { request, context, viewer, id, form: await request.formData() };
}

/** The auction as this viewer may see it; 404 (and other failures) become error responses. */
export async function loadAuction(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
): Promise<AuctionDetail> {
  const {
    motHistory: _m,
    motHistoryError: _e,
    priceGuide: _g,
    ...auction
  } = await loadAuctionWith(request, context, viewer, id);
  return auction;
}

/**
 * The auction with the MOT history and price guide the same call reads (decision 0179); without
 * `extras`, the detail alone (the answer's extra fields absent).
 */
export async function loadAuctionWith(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
  extras?: "motHistory,priceGuide",
) {
  const query = extras ? { with: extras } : {};
  const result = await viewerApi(request, context, viewer, "GET", "/auction/{id}", { params: { id }, query });
  if (result.ok) return result.data;
  // The viewer's organisation sells it: the seller's detail (spec 001 section 7, the 302 with data.id).
  if (result.status === 302) throw redirect(sellerDetailPath(id));
  throw pageFailure(result);
}
