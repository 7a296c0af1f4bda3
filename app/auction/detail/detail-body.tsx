// The parts of the auction detail (spec 001 section 2.5) below its first screen, shared by the
// buyer's and the seller's pages: the anchor navigation and the information sections. The spec's
// four contact anchors are one card here, the other party's only (decision 0100).
import type { ReactNode } from "react";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import { ContactCard, contactCardOf } from "./contact-card";
import { MotHistory } from "./mot-history";
import type { MotHistoryView } from "./mot-history.server";
import { motStatus } from "./mot-status";
import {
  Description,
  Disclaimer,
  Section,
  ServiceHistory,
  Specification,
  TyreDepths,
  VehicleInformation,
  VehicleLocation,
} from "./sections";

type BodyAuction = Pick<AuctionDetail, "vehicle" | "seller" | "buyer" | "location" | "isSellerView" | "status">;

/** The anchor sections; YOUR BIDS HISTORY only where the page shows it (never to the seller). */
export function DetailAnchors({
  auction,
  withBids,
}: {
  auction: Pick<AuctionDetail, "isSellerView">;
  withBids: boolean;
}) {
  const contact = contactCardOf(auction);
  const anchors: [string, string][] = [
    ["photos", "PHOTOS & INFO"],
    ["vehicle-location", "VEHICLE LOCATION"],
    [contact.id, contact.title],
    ...(withBids ? ([["bids-history", "YOUR BIDS HISTORY"]] as [string, string][]) : []),
    ["specification", "SPECIFICATION"],
    ["service-history", "SERVICE HISTORY"],
    ["mot-history", "MOT HISTORY"],
    ["description", "DESCRIPTION"],
  ];
  return (
    <nav className="anchor-nav" aria-label="Sections">
      {anchors.map(([id, label]) => (
        <a key={id} href={`#${id}`}>
          {label}
        </a>
      ))}
    </nav>
  );
}

export function DetailSections({
  auction: a,
  bids,
  mot,
}: {
  auction: BodyAuction;
  /** YOUR BIDS HISTORY, on the buyer's pages. */
  bids?: ReactNode;
  /** MOT HISTORY (decision 0078); it also decides the MOT row of Vehicle information. */
  mot: MotHistoryView;
}) {
  return (
    <div className="detail__sections">
      <Section id="vehicle-information" title="VEHICLE INFORMATION">
        <VehicleInformation vehicle={a.vehicle} mot={motStatus(a.vehicle.mot, mot.history, mot.today)} />
        <TyreDepths vehicle={a.vehicle} />
        <Disclaimer />
      </Section>
      <Section id="vehicle-location" title="VEHICLE LOCATION">
        <VehicleLocation location={a.location} />
      </Section>
      <ContactCard auction={a} />
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
