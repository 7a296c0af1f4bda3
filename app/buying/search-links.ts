// Live Auctions' chips with JavaScript: a chip clicked inside the search box's one-second pause
// went to its link, built from the last submitted phrase, and the phrase just typed was lost (the
// audit's fill-then-click). The click takes the box's phrase along instead.
import type { MouseEvent } from "react";
import { useNavigate } from "@remix-run/react";
import { SEARCH_MAX_LENGTH } from "~contract/list-options";

/** `href` with its `q` set to the typed phrase (or dropped when the box is empty); all else kept. */
export function withTypedPhrase(href: string, typed: string): string {
  const url = new URL(href, "http://localhost");
  const phrase = typed.trim().slice(0, SEARCH_MAX_LENGTH);
  if (phrase) url.searchParams.set("q", phrase);
  else url.searchParams.delete("q");
  return `${url.pathname}${url.search}`;
}

/** A link's onClick that follows it with the phrase in the box `inputId` when that is not `q`. */
export function useTypedPhraseClick(inputId: string, q: string) {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    const box = document.getElementById(inputId);
    const typed = box instanceof HTMLInputElement ? box.value.trim() : q;
    if (typed === q || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(withTypedPhrase(event.currentTarget.getAttribute("href") ?? "/search", typed), {
      preventScrollReset: true,
    });
  };
}
