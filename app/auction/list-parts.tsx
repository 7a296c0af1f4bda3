// Pieces the lists share: the card grid with its "Load more" link, the status tabs and the empty states.
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { MAX_RENDERED_CARDS, PAGE_SIZE, SEARCH_MAX_LENGTH } from "~contract/list-options";
import { useHydrated } from "remix-utils/use-hydrated";
import type { AuctionCard } from "~contract/dto/auction-card";
import { AuctionCardView } from "./auction-card";
import { Field, plainField } from "~/components/form";
import { bidHref, cardAnchor, detailHref, pageAnchor, type DetailBase } from "./list-url";
import { useWhenVisible, type useInfiniteList } from "./use-infinite-list";
import type { BidRoomState } from "~contract/dto/bid";
import { cardWithRoom } from "./room-overlay";

/**
 * The first row of cards (three on a wide screen) fetch their photos with the page, eager and first
 * (decision 0134); the rest only near the screen (decision 0080).
 */
export const EAGER_PHOTOS = 3;

export const SEARCH_ALERT_CREATE_PATH = "/my-organization/forms-alerts/create";

export function vehiclesTitle(total: number, suffix = ""): string {
  return `${total.toLocaleString("en-GB")} ${total === 1 ? "VEHICLE" : "VEHICLES"}${suffix}`;
}

interface CardListProps {
  list: ReturnType<typeof useInfiniteList>;
  detailBase: DetailBase;
  onBid?: (card: AuctionCard) => void;
  showOwnHighestBid?: boolean;
  /** The viewer is a buyer: cards offer Watch. */
  watchable?: boolean;
  /** The room's answers to this viewer's bids, newer than the cards' copy (decision 0095). */
  rooms?: Record<number, BidRoomState>;
}

export function CardList({ list, detailBase, onBid, showOwnHighestBid, watchable, rooms }: CardListProps) {
  const location = useLocation();
  const { items, last, offset, loading, loadMore } = list;
  const sentinel = useWhenVisible<HTMLAnchorElement>(loadMore);
  // Without JavaScript a page renders at most MAX_RENDERED_CARDS; past that only scrolling goes on.
  const hydrated = useHydrated();
  const more = !last && (hydrated || offset + PAGE_SIZE < MAX_RENDERED_CARDS);
  // The list URL the detail's Back link returns to (with the offset the dealer scrolled to).
  const listUrl = location.pathname + location.search;
  const params = new URLSearchParams(location.search);
  params.set("offset", String(offset + PAGE_SIZE));
  return (
    <>
      <ol className="card-grid">
        {items.map((card, i) => (
          // "Load more" without JavaScript lands on the first card of the new page.
          <li key={card.id} id={i > 0 && i % PAGE_SIZE === 0 ? pageAnchor(i) : undefined}>
            <AuctionCardView
              card={rooms ? cardWithRoom(card, rooms) : card}
              href={detailHref(detailBase, card.id, listUrl)}
              bidHref={bidHref(card.id, listUrl)}
              onBid={onBid}
              showOwnHighestBid={showOwnHighestBid}
              watchReturnTo={watchable ? `${listUrl.split("#")[0]}#${cardAnchor(card.id)}` : undefined}
              deferPhoto={i >= EAGER_PHOTOS}
              firstRow={i < EAGER_PHOTOS}
            />
          </li>
        ))}
      </ol>
      {more ? (
        <p className="load-more">
          <Link
            ref={sentinel}
            to={`?${params}#${pageAnchor(offset + PAGE_SIZE)}`}
            className="button button--secondary"
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              loadMore();
            }}
          >
            {loading ? "Loading…" : "Load more"}
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="empty-state card" role="status">
      <p className="empty-state__message">{message}</p>
      {children}
    </div>
  );
}

export function AddAlertLink() {
  return (
    <Link to={SEARCH_ALERT_CREATE_PATH} className="button">
      Add
    </Link>
  );
}

export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * A list's GET search form. Without JavaScript its button applies it; with JavaScript typing submits
 * after a 1 second pause (spec 001 sections 2.2 to 2.4) and `children` (e.g. a sort select) may
 * submit at once through `form.requestSubmit()`.
 */
export function ListSearchForm({
  action,
  q,
  hidden,
  children,
}: {
  action: string;
  q: string;
  hidden: Record<string, string | null>;
  children?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<number>();
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Form
      method="get"
      action={action}
      ref={formRef}
      replace
      preventScrollReset
      className="list-filters"
      role="search"
      onSubmit={() => window.clearTimeout(timer.current)}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <Field
        key={q}
        className="list-filters__search"
        label="Search"
        field={plainField("q", q, null, `${action.slice(1)}-`)}
        type="search"
        placeholder="Search"
        typingLimit={SEARCH_MAX_LENGTH}
        onValueChange={() => {
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => formRef.current?.requestSubmit(), SEARCH_DEBOUNCE_MS);
        }}
      />
      {children}
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </Form>
  );
}

interface StatusFilterProps<S extends string> {
  id: string;
  label: string;
  statuses: readonly S[];
  current: S;
  labels: Record<S, string>;
  href: (status: S) => string;
}

/** A list's status tabs: links, so they work without JavaScript; the list keeps its scroll. */
export function StatusFilter<S extends string>({ id, label, statuses, current, labels, href }: StatusFilterProps<S>) {
  return (
    <nav id={id} className="status-filter" aria-label={label}>
      {statuses.map((status) => (
        <Link
          key={status}
          to={href(status)}
          className={status === current ? "status-filter__link pill active" : "status-filter__link pill"}
          aria-current={status === current ? "page" : undefined}
          preventScrollReset
        >
          {labels[status]}
        </Link>
      ))}
    </nav>
  );
}
