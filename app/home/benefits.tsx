// The buy and sell pitches of spec 000 section 1. Their ids are the targets of the header's
// BUY and SELL links (/#buy, /#sell).
import { Link } from "@remix-run/react";

const BUY = [
  [
    "Only franchised dealer stock",
    "Every vehicle comes from a verified franchised dealer, described with at least 12 photos, tyre depths and service history.",
  ],
  ["Auctions from as little as 1 hour", "Fresh part-exchanges reach you fast, and you know the result the same day."],
  ["Push notifications", "Hear the moment you are outbid or a vehicle matching your search alert goes live."],
  ["Mobile app", "Check a listing and raise your maximum bid from the forecourt."],
  ["Pay as you go", "A 3 month free trial, no subscription, then a fee only when you buy."],
] as const;

const SELL = [
  ["3 month free trial", "No subscription and no listing fees: try it with your own stock for three months."],
  ["Pay per successful transaction", "After the trial you pay only when a vehicle sells."],
  ["Auctions from as little as 1 hour", "Choose 1 hour to 14 days, and turn aged stock into cash quickly."],
  ["Push notifications", "Know when bids arrive and when an offer needs your decision."],
  ["Mobile app", "List a vehicle with photos straight from your phone."],
] as const;

function BenefitList({ items }: { items: readonly (readonly [string, string])[] }) {
  return (
    <ul className="benefits">
      {items.map(([title, text]) => (
        <li key={title}>
          <strong>{title}</strong>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}

interface PitchProps {
  /** Also the target of the header's link (/#buy, /#sell). */
  id: string;
  eyebrow: string;
  title: string;
  lead: string;
  action: string;
  items: readonly (readonly [string, string])[];
}

function Pitch({ id, eyebrow, title, lead, action, items }: PitchProps) {
  return (
    <section className="home-section" id={id} aria-labelledby={`${id}-title`}>
      <div className="home-section__inner split">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={`${id}-title`}>{title}</h2>
          <p className="lead">{lead}</p>
          <Link className="button" to="/register">
            {action}
          </Link>
        </div>
        <BenefitList items={items} />
      </div>
    </section>
  );
}

export function Benefits() {
  return (
    <>
      <Pitch
        id="buy"
        eyebrow="Buy"
        title="Buy trade stock from franchised dealers"
        lead="Bid online on part-exchanges and used stock from franchised dealers across the UK. Set your maximum and we bid for you, in £50 steps."
        action="Start buying"
        items={BUY}
      />
      <Pitch
        id="sell"
        eyebrow="Sell"
        title="Sell to dealers nationwide"
        lead="List a vehicle in minutes and run a timed auction that only verified dealers can bid on. You set the reserve; you decide."
        action="Start selling"
        items={SELL}
      />
    </>
  );
}
