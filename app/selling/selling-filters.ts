// The Selling list's state in its URL (spec 001 section 2.2): the status filter (PUBLISHED by
// default, so leaving the list and coming back resets it) and the search phrase. Browser-safe.
import { DEFAULT_SELLER_FILTER, SEARCH_MAX_LENGTH, SELLER_FILTERS, type SellerFilter } from "~contract/list-options";

export type SellingBase = "/dashboard" | "/my-vehicles";

export interface SellingFilters {
  q: string;
  status: SellerFilter;
}

/** The filter bar's anchor (spec 001 sections 2.1 and 2.8 link to `#vehicleFilter`). */
export const VEHICLE_FILTER_ANCHOR = "vehicleFilter";

export function readSellingFilters(url: URL): SellingFilters {
  const status = url.searchParams.get("status") ?? "";
  return {
    q: (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH),
    status: (SELLER_FILTERS as readonly string[]).includes(status) ? (status as SellerFilter) : DEFAULT_SELLER_FILTER,
  };
}

export function sellingHref(base: SellingBase, filters: Partial<SellingFilters>): string {
  const params = new URLSearchParams();
  if (filters.status && filters.status !== DEFAULT_SELLER_FILTER) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** 'N VEHICLE(S) SELLING' (spec 001 section 2.2). */
export function sellingTitle(total: number): string {
  return `${total.toLocaleString("en-GB")} ${total === 1 ? "VEHICLE" : "VEHICLES"} SELLING`;
}

/** Where a delete goes: My Vehicles under the status the vehicle had, at the filter bar. */
export function listAfterDelete(status: string | null): string {
  const filter = (SELLER_FILTERS as readonly string[]).includes(status ?? "") ? (status as SellerFilter) : undefined;
  return `${sellingHref("/my-vehicles", { status: filter })}#${VEHICLE_FILTER_ANCHOR}`;
}
