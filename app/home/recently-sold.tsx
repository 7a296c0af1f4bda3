// Recently sold carousel: a CSS scroll-snap row, so it swipes and scrolls without JavaScript.
import type { RecentlySoldCard } from "./home-data";
import { HomePhoto } from "./home-photo";

/** A carousel card is 80% of a phone's width and 23% of a wider screen's (home.css). */
const SOLD_PHOTO_SIZES = "(min-width: 768px) 23vw, 80vw";

export function RecentlySold({ vehicles }: { vehicles: RecentlySoldCard[] }) {
  return (
    <section className="home-section" id="recently-sold" aria-labelledby="recently-sold-title">
      <div className="home-section__inner">
        <h2 id="recently-sold-title">Recently sold</h2>
        {/* Focusable so keyboard users can scroll it with the arrow keys. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className="carousel snap-strip" tabIndex={0} aria-label="Recently sold vehicles">
          {vehicles.map((v) => (
            <li key={v.id} className="sold-card">
              <HomePhoto
                src={v.photoUrl}
                small={v.photoThumbnailUrl}
                sizes={SOLD_PHOTO_SIZES}
                width={400}
                height={300}
              />
              <div className="sold-card__body">
                <h3>{v.title}</h3>
                <p className="muted">
                  {v.year} · {v.mileageLabel}
                </p>
                <p className="sold-card__price">
                  Sold for <strong>{v.priceLabel}</strong>
                </p>
                {v.soldOnLabel ? <p className="muted small">Sold on {v.soldOnLabel}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
