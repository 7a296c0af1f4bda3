// Organisation changes that wait for ops approval (spec 000 section 6 shows them as pending).
// The account area writes a pending_changes row with one of the payloads below; approving applies
// it, rejecting leaves everything as it was. Payloads are checked again here when applied, so a
// malformed row is refused (409) rather than half-applied.
//
//   LANDLINE  { landlinePhoneNumber: "01134960000" }
//   LOCATION  { locationId?: number, isMain?: boolean, postalCodeId, address, address2?, city, county }
//             locationId: that location of the organisation changes (a new PENDING one becomes
//             ACTIVE); no locationId and isMain: the main location changes; neither: a new location.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client";
import { locations, organizations } from "../db/schema";

// null: the organisation asked to remove its landline.
export const LandlinePayload = z.object({
  landlinePhoneNumber: z
    .string()
    .regex(/^\d{1,15}$/)
    .nullable(),
});

export const LocationPayload = z.object({
  locationId: z.number().int().positive().nullish(),
  isMain: z.boolean().optional(),
  postalCodeId: z.number().int().positive(),
  address: z.string().min(1).max(100),
  address2: z.string().max(100).nullish(),
  city: z.string().min(1).max(100),
  county: z.string().min(1).max(100),
});
export type LocationChange = z.infer<typeof LocationPayload>;

export function parsePayload(kind: "LOCATION" | "LANDLINE", payload: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = kind === "LANDLINE" ? LandlinePayload.safeParse(raw) : LocationPayload.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The address in one line, as the list shows it. */
export function addressLine(
  l: Pick<LocationChange, "address" | "address2" | "city" | "county">,
  postcode?: string | null,
) {
  return [l.address, l.address2, l.city, l.county, postcode].filter(Boolean).join(", ");
}

/** The statements that apply an approved change (run in a batch with the status update and audit row). */
export function applyStatements(
  db: Db,
  organizationId: number,
  kind: "LOCATION" | "LANDLINE",
  data: NonNullable<ReturnType<typeof parsePayload>>,
) {
  if (kind === "LANDLINE" && "landlinePhoneNumber" in data) {
    return [
      db
        .update(organizations)
        .set({
          landlinePhoneNumber: data.landlinePhoneNumber,
          landlinePhoneNumberIsPending: false,
          version: sql`${organizations.version} + 1`,
        })
        .where(eq(organizations.id, organizationId)),
    ];
  }
  const l = data as LocationChange;
  const fields = {
    postalCodeId: l.postalCodeId,
    address: l.address,
    address2: l.address2 ?? null,
    city: l.city,
    county: l.county,
    status: "ACTIVE" as const,
    version: sql`${locations.version} + 1`,
  };
  if (l.locationId) {
    return [
      db
        .update(locations)
        .set(fields)
        .where(and(eq(locations.id, l.locationId), eq(locations.organizationId, organizationId))),
    ];
  }
  if (l.isMain) {
    return [
      db
        .update(locations)
        .set(fields)
        .where(and(eq(locations.organizationId, organizationId), eq(locations.isMain, true))),
    ];
  }
  const { version: _v, ...insert } = fields;
  return [db.insert(locations).values({ ...insert, organizationId, isMain: false })];
}
