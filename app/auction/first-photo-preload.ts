// A list's first card photo asked for from the document's head (decision 0232). The photo is the
// page's largest paint on a phone; in the body it comes after the welcome and the tabs, and its
// request queued behind the stylesheets and some thirty module scripts on the phone's few
// connections. A preload in the head starts it with the stylesheets.
import type { LoaderFunction, MetaDescriptor, SerializeFrom } from "@remix-run/cloudflare";
import type { AuctionCard } from "~contract/dto/auction-card";

type CardPhoto = Pick<AuctionCard, "photoUrl" | "photoThumbnailUrl">;
type Cards = readonly CardPhoto[] | null | undefined;

/** What a card shows: its small variant (a card is at most about 480 px wide, decision 0134). */
export const cardPhotoUrl = (card: CardPhoto) => card.photoThumbnailUrl || card.photoUrl;

/** The preload of the first card's photo, for a route's `meta`; none when the list has no photo first. */
export function firstPhotoPreload(cards: Cards): MetaDescriptor[] {
  const href = cards?.[0] ? cardPhotoUrl(cards[0]) : null;
  return href ? [{ tagName: "link", rel: "preload", as: "image", href, fetchpriority: "high" }] : [];
}

/** The `meta` of a page whose list of cards leads: its title and the first card's photo preload. */
export function photoListMeta<Loader extends LoaderFunction>(
  title: string,
  cardsOf: (data: SerializeFrom<Loader>) => Cards,
) {
  return ({ data }: { data?: SerializeFrom<Loader> }): MetaDescriptor[] => [
    { title },
    ...firstPhotoPreload(data ? cardsOf(data) : null),
  ];
}
