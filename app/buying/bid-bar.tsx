// The bid bar (decision 0098): with JavaScript, once the card's PLACE BID has scrolled out of view,
// a bar along the bottom of the screen keeps the price, the time left and PLACE BID in reach while
// the dealer reads the sections below. Without JavaScript the card's own PLACE BID is the way in.
import { useEffect, useState, type RefObject } from "react";
import { Countdown } from "~/auction/countdown";
import { formatAmount } from "~/auction/format";

/** True while the element is off the screen (above or below it); false until first measured. */
export function useOffScreen(target: RefObject<Element>, watching: boolean): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    const el = target.current;
    if (!watching || !el || typeof IntersectionObserver === "undefined") return undefined;
    const observer = new IntersectionObserver(([entry]) => setOff(!entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [target, watching]);
  return watching && off;
}

export function BidBar({
  shown,
  label,
  amountInPence,
  secondsLeft,
  onBid,
}: {
  shown: boolean;
  label: string;
  amountInPence: number | null;
  secondsLeft: number;
  onBid: () => void;
}) {
  return (
    <div className="bid-bar" hidden={!shown} data-testid="bid-bar">
      <div className="bid-bar__inner">
        <p className="bid-bar__price">
          <span className="price-label">{label}</span>
          <strong>{amountInPence === null ? "No bids yet" : formatAmount(amountInPence)}</strong>
        </p>
        <p className="bid-bar__time">
          <span className="price-label">Time Left</span>
          {/* Always mounted: it counts from when the page got the value, so a remount would reset it. */}
          <Countdown seconds={secondsLeft} />
        </p>
        <button type="button" className="button" onClick={onBid}>
          PLACE BID
        </button>
      </div>
    </div>
  );
}
