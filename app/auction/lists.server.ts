// Loading the buyer's lists through the API. Without JavaScript a list page renders every card up
// to its offset (so "Load more" and a return from the detail show a complete page); a fetcher asks
// for one page at a time (`chunk=1`) as the dealer scrolls.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { AuctionCard, CardPage } from "~contract/dto/auction-card";
import { MAX_PAGE_SIZE, MAX_RENDERED_CARDS, PAGE_SIZE } from "~contract/list-options";
import { errorMessage, failureOf } from "~/api/error-messages";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";

export interface ListPage {
  items: AuctionCard[];
  total: number;
  last: boolean;
  /** The offset of the last page shown (the URL's `offset`). */
  offset: number;
}

export type ListResult<Extra = unknown> =
  | { ok: true; page: ListPage; first: CardPage & Extra }
  | { ok: false; status: number; message: string };

export function readOffset(url: URL): number {
  const raw = Number(url.searchParams.get("offset") ?? 0);
  if (!Number.isSafeInteger(raw) || raw < 0) return 0;
  const offset = Math.floor(raw / PAGE_SIZE) * PAGE_SIZE;
  // A fetcher asks for one page anywhere; a whole page is bounded, so a hand-made offset cannot
  // make the server render thousands of cards.
  return isChunkRequest(url) ? Math.min(offset, 1_000_000) : Math.min(offset, MAX_RENDERED_CARDS - PAGE_SIZE);
}

export const isChunkRequest = (url: URL) => url.searchParams.get("chunk") === "1";

/** `firstCall` adds to the first call's body only; its whole answer comes back as `first`. */
export async function loadList<Extra = unknown>(
  request: Request,
  context: AppLoadContext,
  viewer: Viewer,
  path: "/auction/search" | "/auction/bids" | "/auction/my-auctions/search",
  criteria: Record<string, unknown>,
  offset: number,
  chunk: boolean,
  firstCall: Record<string, unknown> = {},
): Promise<ListResult<Extra>> {
  // One page for a fetcher; every page up to the offset for a full render, in parallel calls.
  const calls: { offset: number; limit: number }[] = [];
  if (chunk) calls.push({ offset, limit: PAGE_SIZE });
  else
    for (let start = 0; start < offset + PAGE_SIZE; start += MAX_PAGE_SIZE) {
      calls.push({ offset: start, limit: Math.min(MAX_PAGE_SIZE, offset + PAGE_SIZE - start) });
    }
  const answers = await Promise.all(
    calls.map((c, i) =>
      viewerApi(request, context, viewer, "POST", path, {
        body: { ...criteria, ...c, ...(i === 0 ? firstCall : {}) },
      }),
    ),
  );
  const failed = answers.find((a) => !a.ok);
  if (failed && !failed.ok) return { ok: false, status: failed.status, message: errorMessage(failureOf(failed)) };
  const pages = answers.flatMap((a) => (a.ok ? [a.data] : []));
  const items = pages.flatMap((p) => p.content);
  const lastPage = pages[pages.length - 1];
  // A card can move between two calls (a new bid changes nothing, but an end can): keep one of each.
  const seen = new Set<number>();
  return {
    ok: true,
    // Extra: what the caller's path adds to its page (My Bids' counts), named by the caller; the
    // document types each path's page, which the union of the three paths here cannot narrow.
    first: pages[0] as CardPage & Extra,
    page: {
      items: items.filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true))),
      total: lastPage?.totalElements ?? 0,
      last: lastPage?.last ?? true,
      offset,
    },
  };
}
