// Links between the buyer's lists and the detail: the list URL (filters, search, offset) travels
// with the dealer as `from`, so Back returns to the same list, scrolled to the same card.
import { safeRedirectPath } from "~/utils/safe-redirect";

/** Where a `from` may point: the lists a detail can be opened from. */
const LIST_PREFIXES = ["/search", "/my-bids", "/my-vehicles", "/dashboard"];

export const FROM_PARAM = "from";

/** The list path to return to, or the fallback for a missing or foreign value. */
export function listPathFrom(value: string | null | undefined, fallback: string): string {
  const path = safeRedirectPath(value ?? null, fallback);
  const pathname = path.split(/[?#]/)[0];
  return LIST_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? path : fallback;
}

/** The card's anchor in its list: the list scrolls there on return. */
export const cardAnchor = (auctionId: number) => `auction-${auctionId}`;

export function backToListHref(from: string, auctionId: number): string {
  return `${from.split("#")[0]}#${cardAnchor(auctionId)}`;
}

export type DetailBase = "/auction" | "/my-bids" | "/my-vehicles";

export function detailHref(base: DetailBase, auctionId: number, listUrl: string): string {
  return `${base}/${auctionId}?${FROM_PARAM}=${encodeURIComponent(listUrl)}`;
}

export function bidHref(auctionId: number, returnTo: string): string {
  return `/auction/${auctionId}/bid?${FROM_PARAM}=${encodeURIComponent(returnTo)}`;
}

export function acceptanceHref(auctionId: number, choice: "accept" | "reject", returnTo: string): string {
  return `/auction/${auctionId}/acceptance?choice=${choice}&${FROM_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Where a page of `size` items after `offset` starts, as an in-page anchor for "Load more". */
export const pageAnchor = (offset: number) => `more-${offset}`;

/** Back to the detail a decision was made on (only an auction or My Bids page of this auction). */
export function detailReturnPath(value: FormDataEntryValue | string | null, id: number): string {
  const text = typeof value === "string" ? value : "";
  return /^\/(auction|my-bids)\/\d+(\?|$)/.test(text) && text.split(/[/?]/)[2] === String(id) ? text : `/auction/${id}`;
}
