// The information sections of the auction detail (spec 001 sections 2.5 and 3).
import type { ReactNode } from "react";
import type { BidView, LocationView } from "~contract/dto/auction-detail";
import type { VehicleView } from "~contract/dto/vehicle";
import { TYRES } from "~contract/tyres";
import { formatAuctionEnd, formatUkDate } from "~/utils/dates";
import { formatAmount, formatMileage, formatPounds, NOT_SPECIFIED, orNs } from "../format";
import { Lightbox, useLightbox } from "./lightbox";
import { TableHead, TableWrap } from "~/components/table-wrap";
import { Facts } from "~/components/facts";

/** The disclaimer's allowance (spec 001 section 9). */
export const DISCLAIMER_EXTRA_IN_PENCE = 15000;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="detail-section card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** `mot`: the MOT row as the history decides it (mot-status.ts). */
export function VehicleInformation({ vehicle, mot }: { vehicle: VehicleView; mot: string }) {
  return (
    <>
      <Facts
        className="facts"
        rows={[
          ["Year", orNs(vehicle.year)],
          ["Mileage", formatMileage(vehicle.mileage)],
          ["Derivative", orNs(vehicle.derivative)],
          ["Colour", orNs(vehicle.colour)],
          ["Registration", orNs(vehicle.registrationPlate)],
          ["Body type", orNs(vehicle.carType)],
          ["Transmission", orNs(vehicle.transmission)],
          ["Fuel", orNs(vehicle.fuel)],
          ["Engine size", vehicle.engineSize ? `${vehicle.engineSize.toLocaleString("en-GB")} cc` : NOT_SPECIFIED],
          ["Doors", orNs(vehicle.doors)],
          ["First registered", formatUkDate(vehicle.dateOfFirstRegistration) || NOT_SPECIFIED],
          ["MOT", mot],
          ["Previous keepers", orNs(vehicle.previousKeepersInTotal)],
          ["VIN", vehicle.vin ? vehicle.vin.toUpperCase() : NOT_SPECIFIED],
        ]}
      />
    </>
  );
}

export function TyreDepths({ vehicle }: { vehicle: VehicleView }) {
  const mm = (value: number | null) => (value === null ? NOT_SPECIFIED : `${value} mm`);
  return (
    <>
      <h3>Tyre Tread Depths</h3>
      <div className="tyres" role="group" aria-label="Tyre tread depths">
        {TYRES.map(({ field, label }) => (
          <div className="tyres__corner" key={field}>
            <span>{label}</span>
            <strong>{mm(vehicle[field])}</strong>
          </div>
        ))}
      </div>
    </>
  );
}

export function Disclaimer() {
  return (
    <>
      <h3>Disclaimer</h3>
      <p className="disclaimer">
        Every vehicle is described by its selling dealer. Please allow an extra{" "}
        {formatPounds(DISCLAIMER_EXTRA_IN_PENCE)} for anything missed in the description.
      </p>
    </>
  );
}

export function VehicleLocation({ location }: { location: LocationView | null }) {
  if (!location) return <p className="muted">{NOT_SPECIFIED}</p>;
  return (
    <Facts
      className="facts"
      rows={[
        ["City", location.city],
        ["County", orNs(location.county)],
        ["Postcode", location.postalCode.postcode],
      ]}
    />
  );
}

export function BidsHistory({ bids }: { bids: BidView[] }) {
  if (bids.length === 0) return <p className="muted">Your organisation has not bid on this vehicle.</p>;
  return (
    <TableWrap label="Bids from your organisation">
      <table>
        <caption className="visually-hidden">Bids from your organisation</caption>
        <TableHead columns={["Date", "Bidder", "Maximum bid"]} />
        <tbody>
          {[...bids].reverse().map((b) => (
            <tr key={b.id}>
              <td>{formatAuctionEnd(b.createdOn)}</td>
              <td>
                {b.bidderFirstName} {b.bidderLastName}
              </td>
              <td>{formatAmount(b.amountInPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

export function Specification({ vehicle }: { vehicle: VehicleView }) {
  const features = [...vehicle.vehicleFeaturesDictionary.map((f) => f.value), ...vehicle.vehicleFeaturesCustom];
  if (features.length === 0) return <p className="muted">Featured specification is not specified</p>;
  return (
    <ul className="features">
      {features.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

const SERVICE_HISTORY_LABELS: Record<string, string> = {
  FULL: "Full service history",
  PARTIAL: "Partial service history",
  NONE: "No service history",
};

export function ServiceHistory({ vehicle }: { vehicle: VehicleView }) {
  const { type, manualRecords, photoRecords } = vehicle.serviceHistory;
  const lightbox = useLightbox(
    photoRecords.map((p, i) => ({ url: p.fileUrl, caption: `Service record scan ${i + 1}` })),
  );
  if (type === "NONE") return <p>There is No Service History for this vehicle</p>;
  return (
    <>
      <p>{type ? (SERVICE_HISTORY_LABELS[type] ?? type) : NOT_SPECIFIED}</p>
      {manualRecords.length > 0 ? (
        <TableWrap label="Service records">
          <table>
            <TableHead columns={["Date", "Mileage", "Service"]} />
            <tbody>
              {manualRecords.map((r, i) => (
                <tr key={i}>
                  <td>{formatUkDate(r.date)}</td>
                  <td>{formatMileage(r.mileage)}</td>
                  <td>{r.serviceName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {photoRecords.length > 0 ? (
        <ul className="service-scans">
          {photoRecords.map((p, i) => (
            <li key={p.mediaMetadataId}>
              <a href={p.fileUrl} onClick={lightbox.openAt(i)}>
                Service record scan {i + 1}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox {...lightbox} label="Service history scans" />
    </>
  );
}

export function Description({ vehicle }: { vehicle: VehicleView }) {
  return vehicle.description ? (
    <p className="description">{vehicle.description}</p>
  ) : (
    <p className="muted">Vehicle description is not specified</p>
  );
}
