// Loading the Selling list through the API (POST /auction/my-auctions/search), the same way the
// buyer's lists load: every card up to the URL's offset for a page, one page for a fetcher.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { isChunkRequest, loadList, readOffset } from "~/auction/lists.server";
import type { Viewer } from "~/sessions/viewer.server";
import { readSellingFilters } from "./selling-filters";

export async function loadSellingList(request: Request, context: AppLoadContext, viewer: Viewer) {
  const url = new URL(request.url);
  const filters = readSellingFilters(url);
  const { status } = filters;
  // Negotiating is a filter of its own, not an auction status (decision 0246).
  const criteria = {
    criteria: { search: filters.q || null, ...(status === "NEGOTIATING" ? { negotiating: true } : { status }) },
  };
  const chunk = isChunkRequest(url);
  const list = await loadList(
    request,
    context,
    viewer,
    "/auction/my-auctions/search",
    criteria,
    readOffset(url),
    chunk,
  );
  return {
    page: list.ok ? list.page : null,
    // A refusal (403) shows the server's message.
    error: list.ok ? null : list.message,
    filters,
  };
}
