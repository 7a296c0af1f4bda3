// The parts of the auction detail (spec 001 section 2.5) that the buyer's and the seller's pages
// share: the anchor navigation, the times, and the information sections.
import type { ReactNode } from "react";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { formatAuctionEnd, formatDuration } from "~/utils/dates";
import { Countdown } from "../countdown";
import {
  DealerContact,
  Description,
  Disclaimer,
  Facts,
  PersonContact,
  Section,
  ServiceHistory,
  Specification,
  TyreDepths,
  VehicleInformation,
  VehicleLocation,
} from "./sections";
import { MotHistory } from "./mot-history";
import type { MotHistoryView } from "./mot-history.server";

const ANCHORS: [string, string][] = [
  ["photos", "PHOTOS & INFO"],
  ["selling-person", "SELLING PERSON INFO"],
  ["vehicle-location", "VEHICLE LOCATION"],
  ["sellers-information", "SELLERS INFORMATION"],
  ["buyers-information", "BUYERS INFORMATION"],
  ["bids-history", "YOUR BIDS HISTORY"],
  ["specification", "SPECIFICATION"],
  ["service-history", "SERVICE HISTORY"],
  ["mot-history", "MOT HISTORY"],
  ["description", "DESCRIPTION"],
];

/** The anchor sections; YOUR BIDS HISTORY only where the page shows it (never to the seller). */
export function DetailAnchors({ withBids }: { withBids: boolean }) {
  return (
    <nav className="anchor-nav" aria-label="Sections">
      {ANCHORS.filter(([id]) => withBids || id !== "bids-history").map(([id, label]) => (
        <a key={id} href={`#${id}`}>
          {label}
        </a>
      ))}
    </nav>
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

export function DetailSections({
  auction,
  contactHidden,
  buyerHidden,
  bids,
  mot,
}: {
  auction: Pick<AuctionDetail, "vehicle" | "seller" | "buyer" | "location" | "isSellerView">;
  contactHidden: string;
  buyerHidden: string;
  /** YOUR BIDS HISTORY, on the buyer's pages. */
  bids?: ReactNode;
  /** MOT HISTORY (decision 0078). */
  mot: MotHistoryView;
}) {
  const a = auction;
  return (
    <div className="detail__sections">
      <Section id="vehicle-information" title="VEHICLE INFORMATION">
        <VehicleInformation vehicle={a.vehicle} />
        <TyreDepths vehicle={a.vehicle} />
        <Disclaimer />
      </Section>
      <Section id="selling-person" title="SELLING PERSON INFO">
        <PersonContact contact={a.seller} hidden={contactHidden} />
      </Section>
      <Section id="vehicle-location" title="VEHICLE LOCATION">
        <VehicleLocation location={a.location} />
      </Section>
      <Section id="sellers-information" title="SELLERS INFORMATION">
        <DealerContact contact={a.seller} hidden={contactHidden} />
      </Section>
      <Section id="buyers-information" title="BUYERS INFORMATION">
        {/* The seller sees who bought it as well as the buying dealer. */}
        {a.isSellerView && a.buyer ? <PersonContact contact={a.buyer} hidden={buyerHidden} /> : null}
        <DealerContact contact={a.buyer} hidden={buyerHidden} />
      </Section>
      {bids ? (
        <Section id="bids-history" title="YOUR BIDS HISTORY">
          {bids}
        </Section>
      ) : null}
      <Section id="specification" title="SPECIFICATION">
        <Specification vehicle={a.vehicle} />
      </Section>
      <Section id="service-history" title="SERVICE HISTORY">
        <ServiceHistory vehicle={a.vehicle} />
      </Section>
      <Section id="mot-history" title="MOT HISTORY">
        <MotHistory mot={mot} hasPlate={Boolean(a.vehicle.registrationPlate)} />
      </Section>
      <Section id="description" title="DESCRIPTION">
        <Description vehicle={a.vehicle} />
      </Section>
    </div>
  );
}
