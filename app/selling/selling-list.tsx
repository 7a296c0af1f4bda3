// The Selling list of /dashboard and /my-vehicles (spec 001 section 2.2): title, status filter bar,
// search, cards, infinite scroll with a "Load more" fallback, and live updates through the seller
// stream (any event about the organisation's auctions refetches the list: a bid changes a price,
// a delete or a new launch changes the cards).
import { Link, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { SELLER_FILTERS, SELLER_FILTER_LABELS } from "~contract/list-options";
import { CardList, EmptyState, ListSearchForm, StatusFilter } from "~/auction/list-parts";
import { LIST_EMPTY_MESSAGES } from "~contract/messages/lists";
import type { ListPage } from "~/auction/lists.server";
import { useInfiniteList } from "~/auction/use-infinite-list";
import { useLiveEvents } from "~/live/use-live-events";
import type { SellingBase, SellingFilters } from "./selling-filters";
import { VEHICLE_FILTER_ANCHOR, sellingHref, sellingTitle } from "./selling-filters";

interface Props {
  base: SellingBase;
  page: ListPage | null;
  error: string | null;
  filters: SellingFilters;
  /** The dashboard's page heading is its welcome; there the title is a second-level heading. */
  titleLevel: 1 | 2;
}

export function SellingList({ base, page, error, filters, titleLevel }: Props) {
  const list = useInfiniteList(page);
  // `shown`: a bid's event comes before D1's copy, so the list refetches until it has it (decision 0201).
  const { status: live } = useLiveEvents({ stream: "seller", shown: list.items });
  const hydrated = useHydrated();
  const location = useLocation();
  const Title = titleLevel === 1 ? "h1" : "h2";
  return (
    <div
      className="selling-list buyer-list"
      data-hydrated={hydrated || undefined}
      data-live={hydrated ? live : undefined}
      data-path={location.pathname}
    >
      <Title className="selling-list__title">{sellingTitle(page?.total ?? 0)}</Title>
      <StatusFilter
        id={VEHICLE_FILTER_ANCHOR}
        label="Vehicle status"
        statuses={SELLER_FILTERS}
        current={filters.status}
        labels={SELLER_FILTER_LABELS}
        href={(status) => sellingHref(base, { ...filters, status })}
      />
      <ListSearchForm action={base} q={filters.q} hidden={{ status: filters.status }} />
      {error ? <EmptyState message={error} /> : null}
      {page && page.items.length > 0 ? <CardList list={list} detailBase="/my-vehicles" /> : null}
      {page && page.items.length === 0 ? (
        <EmptyState message={filters.q ? LIST_EMPTY_MESSAGES.phrase : LIST_EMPTY_MESSAGES.noVehicles}>
          {filters.q ? null : (
            <Link to="/add-vehicle" className="button">
              Add Vehicle
            </Link>
          )}
        </EmptyState>
      ) : null}
    </div>
  );
}
