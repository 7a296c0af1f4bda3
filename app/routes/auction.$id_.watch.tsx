// POST /auction/{id}/watch: watch or stop watching (decision 0041). Without JavaScript a plain form
// posts here and the dealer is sent back to the list or detail with a message; with JavaScript the
// watch button's fetcher posts with mode=fetch and gets the new state back.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { WATCH_MESSAGES } from "~contract/messages/watchlist";
import { errorMessage, failureOf } from "~/api/error-messages";
import { requireBuyer } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { auctionIdParam, auctionPost } from "~/auction/detail.server";
import { toastHeaders } from "~/sessions/flash.server";
import { FROM_PARAM, listPathFrom } from "~/auction/list-url";
import { WATCH_FIELD, type WatchActionData } from "~/auction/watch-button";

/** Back to this auction's detail or to the list the form was on. */
function returnPath(value: FormDataEntryValue | null, id: number): string {
  const text = typeof value === "string" ? value : "";
  const detail = new RegExp(`^/(auction|my-bids)/${id}(\\?|$)`);
  return detail.test(text) ? text : listPathFrom(text, `/auction/${id}`);
}

/** Nothing to show here: a GET (a bookmarked form target) goes to the auction. */
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/auction/${auctionIdParam(params.id)}`);
}

export async function action(args: ActionFunctionArgs) {
  const { request, context, viewer, id, form } = await auctionPost(args, requireBuyer);
  const watching = form.get(WATCH_FIELD) === "1";
  const result = await viewerApi(request, context, viewer, watching ? "PUT" : "DELETE", "/auction/{id}/watch", {
    params: { id },
  });
  const message = result.ok
    ? watching
      ? WATCH_MESSAGES.WATCHING
      : WATCH_MESSAGES.UNWATCHED
    : errorMessage(failureOf(result));
  if (form.get("mode") === "fetch") {
    return data<WatchActionData>(result.ok ? { ok: true, watching } : { ok: false, message }, {
      status: result.ok ? 200 : result.status,
    });
  }
  return redirect(returnPath(form.get(FROM_PARAM), id), {
    headers: await toastHeaders(context, viewer, { type: result.ok ? "success" : "error", message }),
  });
}
