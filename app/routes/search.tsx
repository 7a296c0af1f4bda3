// Live Auctions (spec 001 section 2.4). Filters live in the URL (GET forms and links), so every
// control works without JavaScript; with it the search box submits after a 1 second pause, the
// sort applies at once, the list scrolls on and PLACE BID opens a dialog.
import { type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useHydrated } from "remix-utils/use-hydrated";
import { usePageToast } from "~/components/toast";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { WATCHING_PARAM } from "~contract/watchlist";
import { WATCH_MESSAGES } from "~contract/messages/watchlist";
import { DEFAULT_SEARCH_SORT, SEARCH_MAX_LENGTH, SEARCH_SORTS, type SearchSort } from "~contract/list-options";
import { requireUser } from "~/sessions/guards.server";
import { headerUser } from "~/sessions/header-user";
import { LazyBidDialog, useBidDialog } from "~/buying/bid-dialog-lazy";
import { bidTargetOfCard } from "~/buying/bid-target";
import { FeeNotice, feeNoticeDismissed } from "~/buying/fee-notice";
import { isChunkRequest, loadList, readOffset } from "~/auction/lists.server";
import { SelectField, plainField } from "~/components/form";
import { LIST_EMPTY_MESSAGES, SEARCH_SORT_LABELS } from "~contract/messages/lists";
import { AddAlertLink, CardList, EmptyState, ListSearchForm, vehiclesTitle } from "~/auction/list-parts";
import { MakeNav, type MakeCount } from "~/buying/make-nav";
import { skipOwnOffsetStep, useInfiniteList } from "~/auction/use-infinite-list";
import { NEW_VEHICLE_MESSAGE, useSearchLive } from "~/buying/use-buyer-live";
import auctionStyles from "~/styles/auction.css";
import buyingStyles from "~/styles/buying.css";
import { useRoomStates } from "~/auction/room-overlay";
import { photoListMeta } from "~/auction/first-photo-preload";
import { useTypedPhraseClick } from "~/buying/search-links";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: buyingStyles },
];

export const meta = photoListMeta<typeof loader>("Live Auctions | Trade Auction", (data) => data.page?.items);

export const shouldRevalidate = skipOwnOffsetStep;

const SORT_OPTIONS = SEARCH_SORTS.map((value) => ({ value, label: SEARCH_SORT_LABELS[value] }));
/** The Buy Now filter's query parameter (decision 0136). */
const BUY_NOW_PARAM = "buyNow";

interface SearchFilters {
  q: string;
  make: number | null;
  sort: SearchSort;
  /** Only the dealer's own watchlist (decision 0041). */
  watching: boolean;
  /** Only auctions whose Buy Now price can still be taken. */
  buyNow: boolean;
}

function readFilters(url: URL): SearchFilters {
  const make = Number(url.searchParams.get("make"));
  const sort = url.searchParams.get("sort");
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    make: Number.isSafeInteger(make) && make > 0 ? make : null,
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? "") ? (sort as SearchSort) : DEFAULT_SEARCH_SORT,
    watching: url.searchParams.get(WATCHING_PARAM) === "1",
    buyNow: url.searchParams.get(BUY_NOW_PARAM) === "1",
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  const filters = readFilters(url);
  const criteria = {
    search: filters.q || null,
    makeId: filters.make,
    sort: filters.sort,
    ...(filters.watching ? { watching: true } : {}),
    ...(filters.buyNow ? { buyNow: true } : {}),
  };
  const chunk = isChunkRequest(url);
  // The make counts come with the first page, in the same round trip to the API and D1.
  const list = await loadList<{ aggregation?: MakeCount[] }>(
    request,
    context,
    viewer,
    "/auction/search",
    criteria,
    readOffset(url),
    chunk,
    {
      includeAggregation: !chunk,
    },
  );
  // A chunk (read by the list's fetcher for its page) has the same shape, without the make counts.
  return {
    page: list.ok ? list.page : null,
    error: list.ok ? null : list.message,
    makes: list.ok && !chunk ? (list.first.aggregation ?? []) : [],
    filters,
    showFeeNotice: headerUser(viewer.claims).isBuyer && !feeNoticeDismissed(request),
    isBuyer: headerUser(viewer.claims).isBuyer,
  };
}

function searchHref(
  filters: SearchFilters,
  make: number | null,
  watching = filters.watching,
  buyNow = filters.buyNow,
): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (make) params.set("make", String(make));
  if (filters.sort !== DEFAULT_SEARCH_SORT) params.set("sort", filters.sort);
  if (watching) params.set(WATCHING_PARAM, "1");
  if (buyNow) params.set(BUY_NOW_PARAM, "1");
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}

export default function Search() {
  const { page, error, makes, filters, showFeeNotice, isBuyer } = useLoaderData<typeof loader>();
  const bid = useBidDialog();
  const toast = usePageToast();
  const rooms = useRoomStates(toast.show);
  const list = useInfiniteList(page);
  const live = useSearchLive(list.items);
  // Tests wait for this before using what JavaScript adds (dialogs, infinite scroll).
  const hydrated = useHydrated();
  const total = page?.total ?? 0;
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  const carryPhrase = useTypedPhraseClick("search-q", filters.q);
  return (
    <section
      className="page buyer-list"
      data-hydrated={hydrated || undefined}
      data-live={hydrated ? live.status : undefined}
    >
      <div className="buyer-list__layout">
        <MakeNav
          makes={makes}
          selected={filters.make}
          hrefFor={(make) => searchHref(filters, make)}
          onPick={carryPhrase}
        />
        <div className="buyer-list__main">
          <h1>{vehiclesTitle(total)}</h1>
          <ListSearchForm
            action="/search"
            q={filters.q}
            hidden={{
              make: filters.make ? String(filters.make) : null,
              [WATCHING_PARAM]: filters.watching ? "1" : null,
              [BUY_NOW_PARAM]: filters.buyNow ? "1" : null,
            }}
          >
            <SelectField
              key={filters.sort}
              className="list-filters__sort"
              label="Sort by"
              field={plainField("sort", filters.sort, null, "search-")}
              options={SORT_OPTIONS}
              onValueChange={(_, select) => select.form?.requestSubmit()}
            />
          </ListSearchForm>
          {isBuyer ? (
            <p className="list-chips">
              <Link
                to={searchHref(filters, filters.make, !filters.watching)}
                onClick={carryPhrase}
                className={`chip pill${filters.watching ? " chip--on" : ""}`}
                aria-current={filters.watching ? "true" : undefined}
              >
                {filters.watching ? "★" : "☆"} Watching
              </Link>
              <Link
                to={searchHref(filters, filters.make, filters.watching, !filters.buyNow)}
                onClick={carryPhrase}
                className={`chip pill${filters.buyNow ? " chip--on" : ""}`}
                aria-current={filters.buyNow ? "true" : undefined}
              >
                Buy Now
              </Link>
            </p>
          ) : null}
          {error ? <EmptyState message={error} /> : null}
          {live.newVehicle ? (
            <div className="alert alert--info inline-alert new-vehicle" role="status">
              <button type="button" className="link-button" onClick={live.refresh}>
                {NEW_VEHICLE_MESSAGE}
              </button>
            </div>
          ) : null}
          {page && page.items.length > 0 ? (
            <CardList
              rooms={rooms.states}
              list={list}
              detailBase="/auction"
              onBid={(card) => bid.open(bidTargetOfCard(card))}
              watchable={isBuyer}
            />
          ) : null}
          {page && page.items.length === 0 ? <SearchEmpty filters={filters} /> : null}
        </div>
      </div>
      <LazyBidDialog dialog={bid} returnTo={returnTo} onPlaced={rooms.placed} />
      {toast.element}
      {showFeeNotice ? <FeeNotice /> : null}
    </section>
  );
}

function SearchEmpty({ filters }: { filters: SearchFilters }) {
  if (filters.watching) return <EmptyState message={WATCH_MESSAGES.EMPTY} />;
  if (filters.q) {
    return (
      <EmptyState message={LIST_EMPTY_MESSAGES.searchPhrase}>
        <p>Set up a search alert and we will tell you when a matching vehicle is added.</p>
        <AddAlertLink />
      </EmptyState>
    );
  }
  if (filters.make || filters.buyNow) {
    return (
      <EmptyState message={LIST_EMPTY_MESSAGES.searchFilter}>
        <p>Set up a search alert and we will tell you when a matching vehicle is added.</p>
        <AddAlertLink />
      </EmptyState>
    );
  }
  return (
    <EmptyState message={LIST_EMPTY_MESSAGES.soldOut}>
      <p>New vehicles are added all the time. Download the Trade Auction app to hear about them first.</p>
    </EmptyState>
  );
}

// A failure here shows the buying area's error page (decision 0107).
export { BuyingErrorBoundary as ErrorBoundary } from "~/components/area-error";
