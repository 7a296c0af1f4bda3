// Reading and acting on one auction from the seller's side. The API's seller detail answers only
// the selling organisation; anyone else is sent to the public detail (spec 001 section 2.5), which
// answers 404 when they may not see it at all.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { errorMessage, failureOf } from "~/api/error-messages";
import { pageFailure } from "~/api/load-failure.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { listAfterDelete } from "./selling-filters";
import { SELLER_ACTION_DONE, SELLER_ACTION_PATHS, readSellerAction } from "./seller-actions";

export async function loadSellerAuction(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
): Promise<AuctionDetail> {
  const result = await viewerApi(request, context, viewer, "GET", "/auction/my-auctions/{id}", { params: { id } });
  if (result.ok) return result.data;
  if (result.status === 404) throw redirect(`/auction/${id}`);
  throw pageFailure(result);
}

export interface SellerActionAnswer {
  ok: boolean;
  message: string;
  /** Where the page goes next: the detail, the list after a delete, the wizard after an edit. */
  to: string;
}

export const EDIT_PATH = (id: number) => `/add-vehicle?edit=${id}`;
/** Cancel, delete, accept, reject (confirmed) or edit (a copy first for closed auctions). */
export async function runSellerAction(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  id: number,
  form: FormData,
): Promise<SellerActionAnswer> {
  const detail = `/my-vehicles/${id}`;
  const version = Number(form.get("version"));
  const intent = form.get("action");
  if (!Number.isSafeInteger(version)) throw new Response("Bad request", { status: 400 });
  if (intent === "edit") {
    const copy = await viewerApi(request, context, viewer, "POST", "/auction/{id}/edit", {
      params: { id },
      body: { id, version },
    });
    return copy.ok
      ? { ok: true, message: "", to: EDIT_PATH(copy.data.id) }
      : { ok: false, message: errorMessage(failureOf(copy)), to: detail };
  }
  const action = readSellerAction(intent);
  if (!action) throw new Response("Bad request", { status: 400 });
  const result = await viewerApi(
    request,
    context,
    viewer,
    "POST",
    `/auction/{id}/${SELLER_ACTION_PATHS[action]}` as const,
    {
      params: { id },
      body: { id, version },
    },
  );
  if (!result.ok) return { ok: false, message: errorMessage(failureOf(result)), to: detail };
  const to = action === "delete" ? listAfterDelete(String(form.get("status") ?? "")) : detail;
  return { ok: true, message: SELLER_ACTION_DONE[action], to };
}
