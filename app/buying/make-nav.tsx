// The left navigation of makes on Live Auctions (spec 001 section 2.4): logo, name and count; a
// make toggles the filter. Plain links, so it works the same with or without JavaScript.
import type { MouseEventHandler } from "react";
import { Link } from "@remix-run/react";
import type { MakeCount } from "~contract/dto/auction-card";

export type { MakeCount };

export function MakeNav({
  makes,
  selected,
  hrefFor,
  onPick,
}: {
  makes: MakeCount[];
  selected: number | null;
  hrefFor: (makeId: number | null) => string;
  /** With JavaScript, what a click does before (or instead of) following the link. */
  onPick?: MouseEventHandler<HTMLAnchorElement>;
}) {
  if (makes.length === 0) return null;
  return (
    <nav className="make-nav" aria-label="Makes">
      <h2 className="make-nav__title">Makes</h2>
      <ul className="scroll-row">
        {makes.map((m) => {
          const active = m.makeId === selected;
          return (
            <li key={m.makeId}>
              <Link
                to={hrefFor(active ? null : m.makeId)}
                className={active ? "make-nav__link active" : "make-nav__link"}
                aria-current={active ? "true" : undefined}
                onClick={onPick}
                preventScrollReset
              >
                {m.urlToLogo ? (
                  <img src={m.urlToLogo} alt="" width={28} height={28} loading="lazy" />
                ) : (
                  <span className="make-nav__logo" />
                )}
                <span className="make-nav__name">{m.make}</span>
                <span className="make-nav__count">{m.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
