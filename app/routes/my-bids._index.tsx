// My Bids, the Buying list (spec 001 section 2.3). The bid-status filter and the search are in the
// URL, so they work without JavaScript and reset when the dealer leaves and comes back.
import { type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useHydrated } from "remix-utils/use-hydrated";
import { usePageToast } from "~/components/toast";
import { useLoaderData, useLocation } from "@remix-run/react";
import { BID_STATUSES, type BidStatus } from "~contract/auctions";
import { BID_STATUS_LABELS, DEFAULT_BID_STATUS, SEARCH_MAX_LENGTH } from "~contract/list-options";
import { requireBuyer } from "~/sessions/guards.server";
import { LazyBidDialog, useBidDialog } from "~/buying/bid-dialog-lazy";
import { bidTargetOfCard } from "~/buying/bid-target";
import { FeeNotice, feeNoticeDismissed } from "~/buying/fee-notice";
import { isChunkRequest, loadList, readOffset } from "~/auction/lists.server";
import { CardList, EmptyState, ListSearchForm, StatusFilter, vehiclesTitle } from "~/auction/list-parts";
import { LIST_EMPTY_MESSAGES } from "~contract/messages/lists";
import { skipOwnOffsetStep, useInfiniteList } from "~/auction/use-infinite-list";
import { useBuyerLive } from "~/buying/use-buyer-live";
import auctionStyles from "~/styles/auction.css";
import buyingStyles from "~/styles/buying.css";
import { useRoomStates } from "~/auction/room-overlay";
import { photoListMeta } from "~/auction/first-photo-preload";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: auctionStyles },
  { rel: "stylesheet", href: buyingStyles },
];

export const meta = photoListMeta<typeof loader>("My Bids | Trade Auction", (data) => data.page?.items);

export const shouldRevalidate = skipOwnOffsetStep;

/** The filter offers every bid status but TO_ACCEPT (spec 001 section 3). */
export const MY_BIDS_FILTERS = BID_STATUSES.filter((s) => s !== "TO_ACCEPT");

interface MyBidsFilters {
  q: string;
  status: BidStatus;
}

function readFilters(url: URL): MyBidsFilters {
  const status = url.searchParams.get("status");
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    status: (MY_BIDS_FILTERS as readonly string[]).includes(status ?? "") ? (status as BidStatus) : DEFAULT_BID_STATUS,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A non-buyer goes to My Vehicles if a seller, else to Live Auctions (spec 001 section 2.3).
  const viewer = await requireBuyer(request, context);
  const url = new URL(request.url);
  const filters = readFilters(url);
  const criteria = { search: filters.q || null, bidsSearchFilter: filters.status };
  const chunk = isChunkRequest(url);
  const list = await loadList(request, context, viewer, "/auction/bids", criteria, readOffset(url), chunk);
  // A chunk (read by the list's fetcher for its page) has the same shape as the whole page.
  return {
    page: list.ok ? list.page : null,
    // A 403 shows the server's message (spec 001 section 8).
    error: list.ok ? null : list.message,
    filters,
    showFeeNotice: !feeNoticeDismissed(request),
  };
}

function filterHref(filters: MyBidsFilters, status: BidStatus): string {
  const params = new URLSearchParams();
  if (status !== DEFAULT_BID_STATUS) params.set("status", status);
  if (filters.q) params.set("q", filters.q);
  const query = params.toString();
  return query ? `/my-bids?${query}` : "/my-bids";
}

export default function MyBids() {
  const { page, error, filters, showFeeNotice } = useLoaderData<typeof loader>();
  const bid = useBidDialog();
  const toast = usePageToast();
  const rooms = useRoomStates(toast.show);
  const list = useInfiniteList(page);
  // Any event about a listed auction refetches the list (spec 001 section 4.7).
  const live = useBuyerLive(list.items).status;
  // Tests wait for this before using what JavaScript adds (dialogs, infinite scroll).
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <section className="page buyer-list" data-hydrated={hydrated || undefined} data-live={hydrated ? live : undefined}>
      <h1>{vehiclesTitle(page?.total ?? 0, " BUYING")}</h1>
      <StatusFilter
        id="bidsFilter"
        label="Bid status"
        statuses={MY_BIDS_FILTERS}
        current={filters.status}
        labels={BID_STATUS_LABELS}
        href={(status) => filterHref(filters, status)}
      />
      <ListSearchForm
        action="/my-bids"
        q={filters.q}
        hidden={{ status: filters.status !== DEFAULT_BID_STATUS ? filters.status : null }}
      />
      {error ? <EmptyState message={error} /> : null}
      {page && page.items.length > 0 ? (
        <CardList
          rooms={rooms.states}
          list={list}
          detailBase="/my-bids"
          showOwnHighestBid
          onBid={(card) => bid.open(bidTargetOfCard(card))}
          watchable
        />
      ) : null}
      {page && page.items.length === 0 ? (
        <EmptyState message={filters.q ? LIST_EMPTY_MESSAGES.phrase : LIST_EMPTY_MESSAGES.noBids} />
      ) : null}
      <LazyBidDialog dialog={bid} returnTo={location.pathname + location.search} onPlaced={rooms.placed} />
      {toast.element}
      {showFeeNotice ? <FeeNotice /> : null}
    </section>
  );
}

// A failure here shows the buying area's error page (decision 0107).
export { BuyingErrorBoundary as ErrorBoundary } from "~/components/area-error";
