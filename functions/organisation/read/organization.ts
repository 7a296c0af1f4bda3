// Organisation-scoped reads of the Company Details screen (spec 000 section 3 'Organization'):
// each takes the caller and reads only the caller's organisation.
import type { LocationStatus } from "../../contract/accounts";
import type { OrgCaller } from "../access";
import { batchWithMember, readWithMember, type MemberRead } from "../../api/auth-in-batch";
import type { LocationDto, LocationOptionDto, OrganizationDto, OrganizationGroupDto } from "../../contract/dto/account";

export interface LocationRow {
  id: number;
  postal_code_id: number;
  postcode: string;
  address: string;
  address2: string | null;
  city: string;
  county: string;
  is_main: number;
  status: LocationStatus;
  version: number;
}

/** An open request; `asked_postcode` is the postcode its payload's `postalCodeId` names, if any. */
export interface PendingRow {
  id: number;
  kind: "LANDLINE" | "MAIN_LOCATION";
  payload: string;
  asked_postcode: string | null;
}

export interface MainLocationRequest {
  postalCodeId: number;
  address: string;
  address2: string | null;
  city: string;
  county: string;
}

const toLocation = (r: LocationRow): LocationDto => ({
  id: r.id,
  postalCode: { id: r.postal_code_id, postcode: r.postcode },
  address: r.address,
  address2: r.address2,
  city: r.city,
  county: r.county,
  status: r.status,
  version: r.version,
});

// A request's postcode rides on its row, so the page needs no lookup after the batch.
const ASKED_POSTCODE =
  "(SELECT postcode FROM postal_codes WHERE id = json_extract(payload, '$.postalCodeId')) AS asked_postcode";

const editsStatement = (d1: D1Database, organizationId: number) =>
  d1
    .prepare(
      `SELECT id, payload, json_extract(payload, '$.locationId') AS locationId, ${ASKED_POSTCODE} FROM pending_changes
       WHERE organization_id = ? AND status = 'PENDING' AND kind = 'LOCATION'
         AND json_extract(payload, '$.locationId') IS NOT NULL`,
    )
    .bind(organizationId);

type EditRow = Omit<PendingRow, "kind"> & { locationId: number };
const editsByLocation = (rows: EditRow[]) => new Map(rows.map((r) => [r.locationId, r]));

/** Open edit requests of the organisation's locations, by location id. */
export async function openLocationEdits(d1: D1Database, organizationId: number) {
  return editsByLocation((await editsStatement(d1, organizationId).all<EditRow>()).results);
}

const locationsStatement = (db: D1Database, organizationId: number) =>
  db
    .prepare(
      `SELECT l.id, l.postal_code_id, p.postcode, l.address, l.address2, l.city, l.county, l.is_main, l.status, l.version
       FROM locations l JOIN postal_codes p ON p.id = l.postal_code_id
       WHERE l.organization_id = ? ORDER BY l.is_main DESC, l.id`,
    )
    .bind(organizationId);

export async function orgLocations(db: D1Database, organizationId: number): Promise<LocationRow[]> {
  return (await locationsStatement(db, organizationId).all<LocationRow>()).results;
}

const pendingStatement = (db: D1Database, organizationId: number) =>
  db
    .prepare(
      // The ops console's queue (functions/ops/pending-changes.ts): a main-location change is a LOCATION
      // row marked isMain; other LOCATION rows are new locations, shown through their PENDING status.
      `SELECT id, CASE WHEN kind = 'LOCATION' THEN 'MAIN_LOCATION' ELSE kind END AS kind, payload, ${ASKED_POSTCODE}
         FROM pending_changes
        WHERE organization_id = ? AND status = 'PENDING'
          AND (kind = 'LANDLINE' OR (kind = 'LOCATION' AND json_extract(payload, '$.isMain') = 1))`,
    )
    .bind(organizationId);

export async function pendingChanges(db: D1Database, organizationId: number): Promise<PendingRow[]> {
  return (await pendingStatement(db, organizationId).all<PendingRow>()).results;
}

/** A location with an open edit answers the address asked for, PENDING, like the main one. */
function withRequest(
  location: LocationDto,
  request: Pick<PendingRow, "payload" | "asked_postcode"> | undefined,
): LocationDto {
  if (!request) return location;
  const asked = JSON.parse(request.payload) as MainLocationRequest;
  return {
    ...location,
    postalCode: { id: asked.postalCodeId, postcode: request.asked_postcode ?? "" },
    address: asked.address,
    address2: asked.address2 ?? null,
    city: asked.city,
    county: asked.county,
    status: "PENDING",
  };
}

/**
 * Company Details in one round trip: the organisation, its locations and open requests, and the
 * member's row when the route reads it in the same batch (decision 0272).
 */
export async function readOrganization(
  d1: D1Database,
  caller: OrgCaller,
  member?: MemberRead | null,
): Promise<OrganizationDto | null> {
  const orgId = caller.organizationId;
  const [orgResult, locationResult, pendingResult, editResult] = await batchWithMember(
    d1,
    [
      d1
        .prepare(
          `SELECT id, official_company_name, company_register_number, vat_number, trade_name, landline_phone_number, website, version
           FROM organizations WHERE id = ?`,
        )
        .bind(orgId),
      locationsStatement(d1, orgId),
      pendingStatement(d1, orgId),
      editsStatement(d1, orgId),
    ],
    member,
  );
  const org = orgResult!.results[0] as Record<string, string | number | null> | undefined;
  if (!org) return null;
  const locations = locationResult!.results as LocationRow[];
  const pending = pendingResult!.results as PendingRow[];
  const edits = editsByLocation(editResult!.results as EditRow[]);
  const main = locations.find((l) => l.is_main);
  const landline = pending.find((p) => p.kind === "LANDLINE");
  const mainRequest = pending.find((p) => p.kind === "MAIN_LOCATION");
  // The main location's request shows through mainLocationIsPending; its own status stays.
  const mainLocation = main ? { ...withRequest(toLocation(main), mainRequest), status: main.status } : null;
  return {
    id: Number(org.id),
    officialCompanyName: String(org.official_company_name),
    companyRegistrationNumber: (org.company_register_number as string | null) ?? null,
    vatNumber: String(org.vat_number),
    tradeName: String(org.trade_name),
    landlinePhoneNumber: landline
      ? (JSON.parse(landline.payload) as { landlinePhoneNumber: string | null }).landlinePhoneNumber
      : ((org.landline_phone_number as string | null) ?? null),
    landlinePhoneNumberIsPending: Boolean(landline),
    website: (org.website as string | null) ?? null,
    mainLocation,
    mainLocationIsPending: Boolean(mainRequest),
    additionalLocation: locations.filter((l) => !l.is_main).map((l) => withRequest(toLocation(l), edits.get(l.id))),
    version: Number(org.version),
  };
}

/** GET /account/organization-locations: the caller's locations for pickers (employee, profile). */
export async function readLocationOptions(
  d1: D1Database,
  caller: OrgCaller,
  member?: MemberRead | null,
): Promise<LocationOptionDto[]> {
  const rows = (await readWithMember(d1, locationsStatement(d1, caller.organizationId), member))
    .results as LocationRow[];
  return rows.map((r) => ({ id: r.id, postalCode: { postcode: r.postcode }, isMain: Boolean(r.is_main) }));
}

/** GET /account/organization-group: the caller's group and its organisations, or null. */
export async function readGroup(d1: D1Database, caller: OrgCaller): Promise<OrganizationGroupDto | null> {
  const group = await d1
    .prepare("SELECT g.id, g.name FROM organization_groups g JOIN organizations o ON o.group_id = g.id WHERE o.id = ?")
    .bind(caller.organizationId)
    .first<{ id: number; name: string }>();
  if (!group) return null;
  const { results } = await d1
    .prepare("SELECT id, trade_name AS tradeName FROM organizations WHERE group_id = ? ORDER BY trade_name")
    .bind(group.id)
    .all<{ id: number; tradeName: string }>();
  return { ...group, organizations: results };
}
