// The detail's one contact card (spec 001 section 4.3, decision 0100): a buyer sees the seller's
// card, empty until their organisation has bought the car; the seller sees the buyer's card, filled
// once sold (or 'Payment verification in progress' while the buyer's details are withheld). Each
// side sees only the other party's card. The selling person and their dealership share one card,
// and a number or address given twice is shown once.
import type { ReactNode } from "react";
import type { AuctionDetail, ContactView, LocationView } from "~contract/dto/auction-detail";
import { CONTACT_MESSAGES } from "~contract/messages/auction-detail";
import { NOT_SPECIFIED } from "../format";
import { Section } from "./sections";
import { Facts } from "~/components/facts";

export const CONTACT_CARD_IDS = { seller: "sellers-information", buyer: "buyers-information" } as const;

export function contactCardOf(a: Pick<AuctionDetail, "isSellerView">) {
  return a.isSellerView
    ? { id: CONTACT_CARD_IDS.buyer, title: CONTACT_MESSAGES.buyerTitle }
    : { id: CONTACT_CARD_IDS.seller, title: CONTACT_MESSAGES.sellerTitle };
}

export function address(location: LocationView | null): string {
  if (!location) return NOT_SPECIFIED;
  return [location.address, location.address2, location.city, location.county, location.postalCode.postcode]
    .filter(Boolean)
    .join(", ");
}

const mail = (email: string) => <a href={`mailto:${email}`}>{email}</a>;
const call = (phone: string) => <a href={`tel:${phone.replace(/\s+/g, "")}`}>{phone}</a>;

/** The person and their dealership as rows, each number and email once. */
export function contactRows(contact: ContactView): [string, ReactNode][] {
  const org = contact.organizationContact;
  const rows: [string, ReactNode][] = [
    ["Dealer", org.tradeName],
    ["Name", `${contact.firstName} ${contact.lastName}`],
    ["Email", mail(contact.email)],
  ];
  if (org.email && org.email.toLowerCase() !== contact.email.toLowerCase())
    rows.push(["Dealer email", mail(org.email)]);
  const numbers: string[] = [];
  const addNumber = (label: string, value: string | null) => {
    if (!value || numbers.includes(value.replace(/\s+/g, ""))) return;
    numbers.push(value.replace(/\s+/g, ""));
    rows.push([label, call(value)]);
  };
  addNumber("Phone", contact.phoneNumber);
  addNumber("Dealer phone", org.phoneNumber);
  addNumber("Landline", org.landlinePhoneNumber ?? contact.landlinePhoneNumber);
  if (numbers.length === 0) rows.push(["Phone", NOT_SPECIFIED]);
  rows.push(["Address", address(org.location)]);
  return rows;
}

export function ContactCard({
  auction: a,
}: {
  auction: Pick<AuctionDetail, "isSellerView" | "status" | "seller" | "buyer">;
}) {
  const { id, title } = contactCardOf(a);
  const contact = a.isSellerView ? a.buyer : a.seller;
  const hidden = !a.isSellerView
    ? CONTACT_MESSAGES.sellerHidden
    : a.status === "SOLD"
      ? CONTACT_MESSAGES.paymentPending
      : CONTACT_MESSAGES.buyerHidden;
  return (
    <Section id={id} title={title}>
      {contact ? <Facts className="facts" rows={contactRows(contact)} /> : <p className="muted">{hidden}</p>}
    </Section>
  );
}
