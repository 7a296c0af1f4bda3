import { Link } from "@remix-run/react";
import type { HotAuctionCard } from "./home-data";
import { Countdown } from "./countdown";
import { HomePhoto } from "./home-photo";

/** The photo fills the card on a phone and half of it from 768 px (home.css). */
const HOT_PHOTO_SIZES = "(min-width: 768px) 50vw, 100vw";

export function HotAuction({ auction, renderedAt }: { auction: HotAuctionCard; renderedAt: number }) {
  return (
    <section className="home-section hot-auction" id="hot-auction" aria-labelledby="hot-auction-title">
      <div className="home-section__inner hot-auction__card">
        <HomePhoto
          className="hot-auction__photo"
          src={auction.photoUrl}
          small={auction.photoThumbnailUrl}
          sizes={HOT_PHOTO_SIZES}
          width={640}
          height={480}
        />
        <div className="hot-auction__body">
          <p className="eyebrow">
            <span className="live-dot" aria-hidden="true" /> Hot auction
          </p>
          <h2 id="hot-auction-title">{auction.title}</h2>
          <dl className="hot-auction__facts">
            <div>
              <dt>Current bid</dt>
              <dd>{auction.highestBidLabel ?? "No bids yet"}</dd>
            </div>
            <div>
              <dt>Bids</dt>
              <dd>{auction.bidCount}</dd>
            </div>
            <div>
              <dt>Ends</dt>
              <dd>{auction.endsOnLabel}</dd>
            </div>
          </dl>
          <Countdown launchedOn={auction.launchedOn} endsOn={auction.endsOn} renderedAt={renderedAt} />
          <div className="row">
            <Link className="button" to="/login">
              BID NOW
            </Link>
            <Link className="button button--secondary" to="/register">
              REGISTER TO BID
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
