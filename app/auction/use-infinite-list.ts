// Infinite scroll over a list loader (DESIGN "Working without JavaScript": a "Load more" link that
// JavaScript upgrades). The loader's cards are the truth; pages fetched as the dealer scrolls are
// added after them, and the URL's offset follows so a return from the detail renders the same
// cards. Any fresh loader answer (a filter, a live event, a return) replaces the added pages.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "@remix-run/react";
import type { AuctionCard } from "~contract/dto/auction-card";
import { PAGE_SIZE } from "~contract/list-options";
import type { ListPage } from "./lists.server";

// The routes' revalidation rules are in revalidate.ts, so the detail page takes them without this hook.
export { skipBidAnswer, skipOwnOffsetStep } from "./revalidate";

const NO_PAGE: ListPage = { items: [], total: 0, last: true, offset: 0 };

export function useInfiniteList(loaded: ListPage | null) {
  const page = loaded ?? NO_PAGE;
  // One fetcher per page fetched: once its cards are added, the next key retires it. A kept fetcher
  // is loaded again on every revalidation (a live event), and its fresh answer would add the same
  // cards twice and step the URL, a navigation that cancels the dealer's click on a card.
  const [fetches, setFetches] = useState(0);
  const fetcher = useFetcher<{ page: ListPage }>({ key: `${useId()}-more-${fetches}` });
  const [, setSearchParams] = useSearchParams();
  const [added, setAdded] = useState<{ items: AuctionCard[]; last: boolean; offset: number } | null>(null);
  const handled = useRef<unknown>(null);

  useEffect(() => setAdded(null), [page]);

  const nextPage = fetcher.data?.page;
  useEffect(() => {
    if (fetcher.state !== "idle" || !nextPage || handled.current === nextPage) return;
    handled.current = nextPage;
    setAdded((prev) => ({
      items: [...(prev?.items ?? []), ...nextPage.items],
      last: nextPage.last,
      offset: nextPage.offset,
    }));
    setSearchParams(
      (params) => {
        params.set("offset", String(nextPage.offset));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    setFetches((n) => n + 1);
  }, [fetcher.state, nextPage, setSearchParams]);

  const seen = new Set(page.items.map((c) => c.id));
  const items = [...page.items, ...(added?.items ?? []).filter((c) => !seen.has(c.id))];
  const last = added ? added.last : page.last;
  const offset = added ? added.offset : page.offset;
  const loading = fetcher.state !== "idle";

  const loadMore = useCallback(() => {
    if (loading || last) return;
    const params = new URLSearchParams(window.location.search);
    params.set("offset", String(offset + PAGE_SIZE));
    params.set("chunk", "1");
    fetcher.load(`${window.location.pathname}?${params}`);
  }, [fetcher, loading, last, offset]);

  return { items, last, offset, loading, loadMore };
}

/** Calls `onVisible` whenever the element scrolls into view (with a margin, so loading starts early). */
export function useWhenVisible<T extends Element>(onVisible: () => void) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  });
  return ref;
}
