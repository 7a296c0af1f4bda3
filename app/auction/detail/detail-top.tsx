// The first screen of the auction detail (decision 0098), shared by the buyer's and the seller's
// pages: one hero photo, then the card with the title, the price heading, the time left, the status
// bar and the viewer's own actions (passed in), then the gallery. On a phone these stack in that
// order, so a dealer sees the price and the action without scrolling past photos; on a desk the
// card stands beside the photos.
import type { ReactNode } from "react";
import type { StatusBar } from "~contract/bid-status-bar";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { priceHeading } from "~contract/price-heading";
import { formatAuctionEnd, formatDuration } from "~/utils/dates";
import { Countdown } from "../countdown";
import { formatAmount } from "../format";
import { StatusBarView } from "../status-bar";
import { truncate, vehicleNameOf } from "../vehicle-name";
import { GalleryGrid, GalleryHero, useGallery } from "./gallery";
import { Facts } from "~/components/facts";

/** Title limit on the detail cards (spec 001 section 2.5). */
export const DETAIL_TITLE_MAX = 100;

export function DetailTop({ auction, card }: { auction: Pick<AuctionDetail, "vehicle">; card: ReactNode }) {
  const name = vehicleNameOf(auction.vehicle);
  const gallery = useGallery(auction.vehicle.vehicleMedia.photos);
  return (
    <section id="photos" className="detail__top" aria-labelledby="detail-title">
      <div className="detail__hero">
        <GalleryHero gallery={gallery} name={name} />
      </div>
      <div className="detail__card card">{card}</div>
      <div id="gallery" className="detail__gallery">
        <GalleryGrid gallery={gallery} videos={auction.vehicle.vehicleMedia.videos} name={name} />
      </div>
    </section>
  );
}

/** Time left while live, the chosen duration where the page shows it, and the end. */
export function DetailTimes({
  live,
  secondsLeft,
  endsOn,
  durationMinutes,
}: {
  live: boolean;
  secondsLeft: number | null;
  endsOn: string | null;
  durationMinutes?: number | null;
}) {
  const rows: [string, ReactNode][] = [];
  if (live) rows.push(["Time Left", <Countdown seconds={secondsLeft ?? 0} />]);
  if (durationMinutes) rows.push(["Duration", formatDuration(durationMinutes)]);
  if (endsOn || !durationMinutes) rows.push([live ? "Auction Ends" : "Auction Ended", formatAuctionEnd(endsOn) || "-"]);
  return <Facts rows={rows} className="detail__times" />;
}

type SummaryAuction = Pick<
  AuctionDetail,
  | "vehicle"
  | "status"
  | "type"
  | "reserveMet"
  | "highestBidInPence"
  | "wonBidPriceInPence"
  | "bidCount"
  | "shouldPriceBeGreen"
  | "publishSecondsLeft"
  | "endsOn"
>;

const bids = (n: number) => (n === 1 ? "1 bid" : `${n.toLocaleString("en-GB")} bids`);

/** The title, the price under its heading (what happened, once closed), the times and the status bar. */
export function DetailSummary({
  auction: a,
  statusBar,
  live,
  showPrice = true,
  durationMinutes,
}: {
  auction: SummaryAuction;
  statusBar: StatusBar;
  live: boolean;
  /** A parked draft has no price to show. */
  showPrice?: boolean;
  durationMinutes?: number | null;
}) {
  const name = vehicleNameOf(a.vehicle);
  const heading = priceHeading(a);
  return (
    <>
      <h1 id="detail-title" title={name.length > DETAIL_TITLE_MAX ? name : undefined}>
        {truncate(name, DETAIL_TITLE_MAX)}
      </h1>
      <p className="detail__subtitle">
        {[a.vehicle.registrationPlate, a.vehicle.derivative].filter(Boolean).join(" · ")}
      </p>
      <div className="detail__keyfacts">
        {showPrice ? (
          <div className="detail__price" data-testid="bid-panel">
            <span className="price-label" data-testid="price-heading">
              {heading.label}
            </span>
            {heading.amountInPence === null ? (
              <strong className="price-amount price-amount--none" data-testid="bid-count">
                {live ? "No bids yet" : "No bids"}
              </strong>
            ) : (
              <>
                <strong className={a.shouldPriceBeGreen ? "price-amount price-amount--green" : "price-amount"}>
                  {formatAmount(heading.amountInPence)}
                </strong>
                <span className="muted" data-testid="bid-count">
                  {heading.unsold ? `Best of ${bids(a.bidCount)}` : bids(a.bidCount)}
                </span>
              </>
            )}
          </div>
        ) : null}
        <DetailTimes
          live={live}
          secondsLeft={a.publishSecondsLeft}
          endsOn={a.endsOn}
          durationMinutes={durationMinutes}
        />
      </div>
      <StatusBarView bar={statusBar} />
    </>
  );
}
