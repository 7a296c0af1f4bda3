// D1 reads behind GET /auction/{id}: one batch for the auction, its vehicle, media and the viewer
// organisation's own bids; a second only when contact details may be shown.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { BidView, ContactView, LocationView } from "../../contract/dto/auction-detail";
import {
  auctions,
  bids,
  locations,
  members,
  organizations,
  postalCodes,
  vehicleMakes,
  vehicleMedia,
  vehicleModels,
  vehicles,
} from "../../db/schema";

export type AuctionRow = typeof auctions.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type MediaRow = typeof vehicleMedia.$inferSelect;

export interface DetailData {
  auction: AuctionRow;
  vehicle: VehicleRow;
  makeName: string | null;
  modelName: string | null;
  location: LocationView | null;
  media: MediaRow[];
  viewerBids: BidView[];
}

const locationColumns = {
  id: locations.id,
  address: locations.address,
  address2: locations.address2,
  city: locations.city,
  county: locations.county,
  postcode: postalCodes.postcode,
};

function toLocation(row: {
  id: number | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  county: string | null;
  postcode: string | null;
}): LocationView | null {
  if (row.id === null) return null;
  return {
    id: row.id,
    address: row.address ?? "",
    address2: row.address2,
    city: row.city ?? "",
    county: row.county ?? "",
    postalCode: { postcode: row.postcode ?? "" },
  };
}

/** The viewer organisation's bids of the current launch, oldest first. */
export function viewerBidsQuery(db: Db, auctionId: number, organizationId: number) {
  return db
    .select({
      id: bids.id,
      amountInPence: bids.amountInPence,
      isHighest: bids.isHighest,
      bidderOrganizationId: bids.bidderOrganizationId,
      bidderId: bids.bidderId,
      bidderFirstName: members.firstName,
      bidderLastName: members.lastName,
      createdOn: bids.createdOn,
    })
    .from(bids)
    .innerJoin(members, eq(members.id, bids.bidderId))
    .where(
      and(
        eq(bids.auctionId, auctionId),
        eq(bids.bidderOrganizationId, organizationId),
        eq(bids.launchNumber, sql`(SELECT launch_count FROM auctions WHERE id = ${auctionId})`),
      ),
    )
    .orderBy(asc(bids.seq));
}

export async function loadDetail(db: Db, auctionId: number, viewerOrganizationId: number): Promise<DetailData | null> {
  // Not db.batch: D1's batch answers rows as objects, and joined tables' equal column names
  // (id, version, ...) would collide; three parallel reads cost about the same.
  const [main, media, viewerBids] = await Promise.all([
    db
      .select({
        auction: auctions,
        vehicle: vehicles,
        makeName: vehicleMakes.name,
        modelName: vehicleModels.name,
        location: locationColumns,
      })
      .from(auctions)
      .innerJoin(vehicles, eq(vehicles.id, auctions.vehicleId))
      .leftJoin(vehicleMakes, eq(vehicleMakes.id, vehicles.makeId))
      .leftJoin(vehicleModels, eq(vehicleModels.id, vehicles.modelId))
      .leftJoin(locations, eq(locations.id, auctions.locationId))
      .leftJoin(postalCodes, eq(postalCodes.id, locations.postalCodeId))
      .where(eq(auctions.id, auctionId)),
    db
      .select()
      .from(vehicleMedia)
      .where(eq(vehicleMedia.vehicleId, sql`(SELECT vehicle_id FROM auctions WHERE id = ${auctionId})`))
      .orderBy(asc(vehicleMedia.sortNumber), asc(vehicleMedia.id)),
    viewerBidsQuery(db, auctionId, viewerOrganizationId),
  ]);
  const row = main[0];
  if (!row) return null;
  return {
    auction: row.auction,
    vehicle: row.vehicle,
    makeName: row.makeName,
    modelName: row.modelName,
    location: toLocation(row.location),
    media,
    viewerBids,
  };
}

/** A location with its postcode, as the detail shows it (a moved auction's, decision 0188). */
export async function loadLocation(db: Db, locationId: number | null): Promise<LocationView | null> {
  if (locationId === null) return null;
  const row = await db
    .select(locationColumns)
    .from(locations)
    .leftJoin(postalCodes, eq(postalCodes.id, locations.postalCodeId))
    .where(eq(locations.id, locationId))
    .get();
  return row ? toLocation(row) : null;
}

/** A member with their organisation's contact details and main location. */
export async function loadContact(db: Db, memberId: number): Promise<ContactView | null> {
  const row = await db
    .select({ member: members, org: organizations, location: locationColumns })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .leftJoin(locations, and(eq(locations.organizationId, organizations.id), eq(locations.isMain, true)))
    .leftJoin(postalCodes, eq(postalCodes.id, locations.postalCodeId))
    .where(eq(members.id, memberId))
    .get();
  if (!row) return null;
  const { member: m, org: o } = row;
  return {
    id: m.id,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    phoneNumber: m.phoneNumber,
    landlinePhoneNumber: o.landlinePhoneNumber,
    organizationContact: {
      id: o.id,
      tradeName: o.tradeName,
      email: o.email,
      phoneNumber: o.phoneNumber,
      landlinePhoneNumber: o.landlinePhoneNumber,
      location: toLocation(row.location),
    },
  };
}
