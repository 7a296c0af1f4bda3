// D1 reads behind GET /auction/{id}: one batch for the auction, its vehicle, location, media, the
// viewer organisation's own bids and the watch flag; a second only when contact details may be shown.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberRead } from "../../api/auth-in-batch";
import { ownCarGuideQuery } from "./price-guide-query";
import type { BidView, ContactView, LocationView } from "../../contract/dto/auction-detail";
import {
  auctions,
  bids,
  locations,
  members,
  organizations,
  postalCodes,
  vehicleMedia,
  vehicles,
  watchlist,
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
  /** Whether the member the detail was loaded for watches it (false when loaded for nobody). */
  watched: boolean;
  /** The primary's comparable sale prices, when the price guide was read in the same batch. */
  ownGuidePrices?: number[];
}

/** What the detail's batch may also carry, so the page costs one D1 round trip (decision 0267). */
export interface DetailBatchExtras {
  /** The caller's member read: confirmed from its row before anything is returned. */
  member?: MemberRead | null;
  /** Read the price guide's primary sales as of this time. */
  guideAtMs?: number;
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

/**
 * The detail's rows in one D1 round trip (decision 0266), with whether member `watcherId` watches it.
 * D1's batch answers rows as objects keyed by column name, so no statement here selects two columns
 * of one name: each table is read on its own, found from the auction's id.
 */
export async function loadDetail(
  db: Db,
  auctionId: number,
  viewerOrganizationId: number,
  watcherId = -1,
  extras: DetailBatchExtras = {},
): Promise<DetailData | null> {
  const ofAuction = (column: string) => sql`(SELECT ${sql.raw(column)} FROM auctions WHERE id = ${auctionId})`;
  const { member, guideAtMs } = extras;
  // The optional statements go after the six, in this order.
  const optional = [
    ...(guideAtMs === undefined ? [] : [ownCarGuideQuery(db, auctionId, guideAtMs)]),
    ...(member ? [member.query(db)] : []),
  ];
  const [main, vehicleRows, locationRows, media, viewerBids, watched, ...more] = await db.batch([
    db.select().from(auctions).where(eq(auctions.id, auctionId)),
    db
      .select({
        vehicle: vehicles,
        makeName: sql<string | null>`(SELECT name FROM vehicle_makes WHERE id = ${vehicles.makeId})`.as("make_name"),
        modelName: sql<string | null>`(SELECT name FROM vehicle_models WHERE id = ${vehicles.modelId})`.as(
          "model_name",
        ),
      })
      .from(vehicles)
      .where(eq(vehicles.id, ofAuction("vehicle_id"))),
    db
      .select(locationColumns)
      .from(locations)
      .leftJoin(postalCodes, eq(postalCodes.id, locations.postalCodeId))
      .where(eq(locations.id, ofAuction("location_id"))),
    db
      .select()
      .from(vehicleMedia)
      .where(eq(vehicleMedia.vehicleId, ofAuction("vehicle_id")))
      .orderBy(asc(vehicleMedia.sortNumber), asc(vehicleMedia.id)),
    viewerBidsQuery(db, auctionId, viewerOrganizationId),
    db
      .select({ auctionId: watchlist.auctionId })
      .from(watchlist)
      .where(and(eq(watchlist.memberId, watcherId), eq(watchlist.auctionId, auctionId))),
    ...optional,
  ]);
  // Each optional answer is the one its statement above gives: the guide's rows, the member's row.
  const guide = guideAtMs === undefined ? undefined : (more.shift() as { price: number }[]);
  // Before any row is used: a refused member gets the refusal, never the rows.
  member?.confirm((more.shift() as Record<string, unknown>[] | undefined)?.[0]);
  const auction = main[0];
  const vehicle = vehicleRows[0];
  // An auction always has its vehicle (a foreign key); without either there is nothing to show.
  if (!auction || !vehicle) return null;
  return {
    auction,
    vehicle: vehicle.vehicle,
    makeName: vehicle.makeName,
    modelName: vehicle.modelName,
    location: locationRows[0] ? toLocation(locationRows[0]) : null,
    media,
    viewerBids,
    watched: watched.length > 0,
    ownGuidePrices: guide?.map((r) => r.price),
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
