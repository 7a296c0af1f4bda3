// When a list or detail route rereads its loader (route `shouldRevalidate`): not for a bid's answer,
// nor for the list's own offset step. Apart from the infinite-list hook so the detail page takes
// only these.
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/** A post of the bid form: its answer carries the room's state, which the page applies (decision 0095). */
const BID_ACTION = /^\/auction\/\d+\/bid(\?|$)/;

/** Route `shouldRevalidate` of a page with the bid dialog: a bid's answer needs no reread of D1's copy. */
export function skipBidAnswer({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formAction && BID_ACTION.test(formAction) ? false : defaultShouldRevalidate;
}

/** Route `shouldRevalidate`: the list's own offset step already has its cards from the fetcher. */
export function skipOwnOffsetStep(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod, defaultShouldRevalidate } = args;
  if (!skipBidAnswer(args)) return false;
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  const grew = Number(next.get("offset") ?? 0) > Number(current.get("offset") ?? 0);
  current.delete("offset");
  next.delete("offset");
  if (grew && current.toString() === next.toString()) return false;
  return defaultShouldRevalidate;
}
