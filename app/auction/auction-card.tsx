// One auction in the Live Auctions and My Bids lists (spec 001 sections 2.3 and 2.4).
import { Link } from "@remix-run/react";
import type { AuctionCard } from "~contract/dto/auction-card";
import { priceHeading } from "~contract/price-heading";
import { OFFER_HEADING } from "~contract/messages/offer-heading";
import type { AuctionStatus } from "~contract/auctions";
import { FINISHED, formatAuctionEnd, formatDuration } from "~/utils/dates";
import { Countdown } from "./countdown";
import { StatusBarView } from "./status-bar";
import { DisputeBadge } from "./dispute-line";
import { VehiclePhoto } from "./vehicle-photo";
import { cardPhotoUrl } from "./first-photo-preload";
import { WatchButton } from "./watch-button";
import { formatAmount, formatMileage, orNs } from "./format";
import { truncate, vehicleNameCase } from "./vehicle-name";

const SHOWS_DURATION: readonly AuctionStatus[] = ["DRAFT", "ENDED", "CANCELLED"];
/** The wizard's placeholder for a setting not chosen yet (spec 001 section 2.1). */
const NOT_SET = "Not specified";

/** Title limits of spec 001 section 2.5: 60 characters on list cards, half that below 1200 px. */
export const CARD_TITLE_MAX = 60;
export const DERIVATIVE_MAX = 9;

interface Props {
  card: AuctionCard;
  /** The detail page, carrying the list URL to come back to. */
  href: string;
  /** The bid page for this auction (works without JavaScript). */
  bidHref: string;
  /** With JavaScript, PLACE BID opens the dialog instead of following the link. */
  onBid?: (card: AuctionCard) => void;
  /** My Bids shows the organisation's own highest bid. */
  showOwnHighestBid?: boolean;
  /** The viewer is a buyer: the card offers Watch (the list's URL is where a post returns). */
  watchReturnTo?: string;
  /** Below the first row: the photo loads only near the screen (decision 0080). */
  deferPhoto?: boolean;
  /** In the first row: the photo is fetched at once and first, the page's largest paint (decision 0134). */
  firstRow?: boolean;
}

/**
 * The card's time: the countdown while live; the chosen duration for drafts, ended and cancelled
 * auctions (spec 001 section 4.1), 'Not specified' on a draft without one (a parked draft has not
 * ended); otherwise when it ended.
 */
export function timeFact(card: Pick<AuctionCard, "status" | "timeOption" | "endsOn">, live: boolean) {
  if (live) return { label: "Time Left", value: "" };
  if (SHOWS_DURATION.includes(card.status)) {
    const duration = formatDuration(card.timeOption);
    if (duration) return { label: "Duration", value: duration };
    if (card.status === "DRAFT") return { label: "Duration", value: NOT_SET };
  }
  return { label: "Auction Ended", value: formatAuctionEnd(card.endsOn) || FINISHED };
}

export function AuctionCardView({
  card,
  href,
  bidHref,
  onBid,
  showOwnHighestBid,
  watchReturnTo,
  deferPhoto,
  firstRow,
}: Props) {
  const title = vehicleNameCase(card.title, [card.makeName, card.modelName]);
  const live = card.status === "PUBLISHED" && card.publishSecondsLeft > 0;
  // While negotiated, the price that matters to the two parties is the counter on the table (decision 0256).
  const offer = card.currentOfferInPence;
  const heading = offer === null ? priceHeading(card) : { label: OFFER_HEADING, amountInPence: offer };
  const time = timeFact(card, live);
  const facts: [string, string, string?][] = [
    ["Year", orNs(card.year)],
    ["Mileage", formatMileage(card.mileage)],
    ["Derivative", truncate(orNs(card.derivative), DERIVATIVE_MAX), card.derivative ?? undefined],
    ["Colour", orNs(card.colour)],
    ["Registration", orNs(card.registrationPlate)],
    ["Transmission", orNs(card.transmission)],
    ["Fuel", orNs(card.fuel)],
    ["City", orNs(card.city)],
  ];
  return (
    <article className="auction-card" id={`auction-${card.id}`} aria-labelledby={`auction-${card.id}-title`}>
      <Link to={href} className="auction-card__photo" tabIndex={-1} aria-hidden="true">
        {/* A card is at most about 480 px wide: the small variant whatever the screen's density (decision 0134). */}
        <VehiclePhoto
          src={cardPhotoUrl(card)}
          deferred={deferPhoto}
          loading={firstRow ? "eager" : "lazy"}
          priority={firstRow}
        />
      </Link>
      <div className="auction-card__body">
        <h2 className="auction-card__title" id={`auction-${card.id}-title`}>
          {/* Cut to 60 characters here and to about half that by CSS below 1200 px. */}
          <Link to={href} title={title}>
            {truncate(title, CARD_TITLE_MAX)}
          </Link>
        </h2>
        <dl className="auction-card__facts">
          {facts.map(([label, value, full]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd title={full && full !== value ? full : undefined}>{value}</dd>
            </div>
          ))}
        </dl>
        <div className="auction-card__price">
          <div>
            <span className="price-label">{heading.label}</span>
            <strong className="price-amount">
              {heading.amountInPence === null ? "No bids" : formatAmount(heading.amountInPence)}
            </strong>
          </div>
          {showOwnHighestBid ? (
            <div>
              <span className="price-label">Highest Bid</span>
              <strong className="price-amount">{formatAmount(card.viewerHighestBidInPence) || "-"}</strong>
            </div>
          ) : null}
          {card.buyNowPriceInPence !== null ? (
            <div className="auction-card__buy-now">
              <span className="price-label">Buy Now</span>
              <strong className="price-amount">{formatAmount(card.buyNowPriceInPence)}</strong>
            </div>
          ) : null}
          <div>
            <span className="price-label">{time.label}</span>
            {live ? (
              <Countdown seconds={card.publishSecondsLeft} className="price-amount" />
            ) : (
              <strong className="price-amount">{time.value}</strong>
            )}
          </div>
        </div>
        <StatusBarView bar={card.statusBar} />
        <DisputeBadge status={card.disputeStatus} />
        {watchReturnTo !== undefined && !card.isOwnOrganization && (live || card.isWatched) ? (
          <WatchButton auctionId={card.id} watching={card.isWatched} returnTo={watchReturnTo} />
        ) : null}
        {live && !card.isOwnOrganization ? (
          card.isBiddingAllowed ? (
            <Link
              to={bidHref}
              className="button auction-card__bid"
              onClick={(event) => {
                if (!onBid) return;
                event.preventDefault();
                onBid(card);
              }}
            >
              PLACE BID
            </Link>
          ) : (
            <button type="button" className="button auction-card__bid" disabled>
              PLACE BID
            </button>
          )
        ) : null}
      </div>
    </article>
  );
}
