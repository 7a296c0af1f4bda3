// PUT /account/organization (spec 000 section 2 'Company Details', section 3 'Organization save
// payload'): the website applies at once; a changed landline, main location or additional location
// becomes a pending request for ops (decisions 0035, 0065); new locations are added PENDING; removed
// ones go. The
// organisation's version guards the whole save (409 when stale).
import { conflict, invalid, notFound, type FieldErrors } from "../api/http";
import { FIELD_MESSAGES } from "../contract/messages/common";
import type { Db } from "../db/client";
import { resolvePostcode } from "../postcodes/resolve";
import type { AddressInput, OrganizationSaveInput } from "../contract/organisation";
import { ORGANISATION_MESSAGES } from "../contract/messages/organisation";
import type { OrgCaller } from "./access";
import { refreshOrganizationAlerts } from "../alerts/alert-store";
import { checkEdits, editStatements, movesNow } from "./location-edits";
import { changeRequestStatements } from "./change-requests";
import { openLocationEdits, orgLocations, pendingChanges, type MainLocationRequest } from "./read/organization";

async function resolvePostalCodes(db: Db, d1: D1Database, input: OrganizationSaveInput): Promise<number[]> {
  const errors: FieldErrors = {};
  const addresses: [string, AddressInput][] = [
    ["mainLocation", input.mainLocation],
    ...input.locationsToSave.map((l, i): [string, AddressInput] => [`locationsToSave.${i}`, l]),
  ];
  const ids: number[] = [];
  for (const [path, address] of addresses) {
    let id: number | null = null;
    if (address.postalCode !== undefined) id = (await resolvePostcode(db, address.postalCode))?.id ?? null;
    else if (address.postalCodeId !== undefined)
      id =
        (await d1.prepare("SELECT id FROM postal_codes WHERE id = ?").bind(address.postalCodeId).first<number>("id")) ??
        null;
    if (id === null) errors[`${path}.postalCode`] = [FIELD_MESSAGES.postalCodeNotFound];
    ids.push(id ?? 0);
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return ids;
}

const addressOf = (a: AddressInput, postalCodeId: number): MainLocationRequest => ({
  postalCodeId,
  address: a.address,
  address2: a.address2 ?? null,
  city: a.city,
  county: a.county,
});

export async function saveOrganization(
  db: Db,
  d1: D1Database,
  caller: OrgCaller,
  input: OrganizationSaveInput,
): Promise<void> {
  const orgId = caller.organizationId;
  const org = await d1
    .prepare("SELECT version, landline_phone_number AS landline FROM organizations WHERE id = ?")
    .bind(orgId)
    .first<{ version: number; landline: string | null }>();
  if (!org) throw notFound();
  if (org.version !== input.version) throw conflict(ORGANISATION_MESSAGES.stale, "STALE_VERSION");
  const locations = await orgLocations(d1, orgId);
  const main = locations.find((l) => l.is_main);
  if (!main) throw notFound();
  if (main.version !== input.mainLocation.version) throw conflict(ORGANISATION_MESSAGES.stale, "STALE_VERSION");
  const deletable = new Set(locations.filter((l) => !l.is_main).map((l) => l.id));
  // Another organisation's location, or the main one, is not this owner's to remove.
  if (input.locationIdsToDelete.some((id) => !deletable.has(id))) throw notFound();
  const [mainPostalCodeId, ...savePostalCodeIds] = await resolvePostalCodes(db, d1, input);
  const saves = input.locationsToSave.map((l, i) => ({ l, a: addressOf(l, savePostalCodeIds[i]) }));
  // An edit of a location removed in the same save is moot.
  const edits = saves
    .filter(({ l }) => l.id !== undefined && !input.locationIdsToDelete.includes(l.id))
    .map(({ l, a }) => ({ id: l.id!, version: l.version, asked: a }));
  const fresh = saves.filter(({ l }) => l.id === undefined).map(({ a }) => a);
  checkEdits(locations, edits);
  if (input.locationIdsToDelete.length) {
    const marks = input.locationIdsToDelete.map(() => "?").join(",");
    const used = await d1
      .prepare(`SELECT count(*) AS n FROM auctions WHERE location_id IN (${marks})`)
      .bind(...input.locationIdsToDelete)
      .first<number>("n");
    if (used) throw conflict(ORGANISATION_MESSAGES.locationInUse, "LOCATION_IN_USE");
  }

  // Claim the version first: of two saves from the same version only one gets past here.
  const claim = await d1
    .prepare("UPDATE organizations SET version = version + 1, website = ? WHERE id = ? AND version = ?")
    .bind(input.website ?? null, orgId, input.version)
    .run();
  if ((claim.meta.changes ?? 0) === 0) throw conflict(ORGANISATION_MESSAGES.stale, "STALE_VERSION");

  const statements: D1PreparedStatement[] = [];
  const pending = await pendingChanges(d1, orgId);
  const request = (kind: "LANDLINE" | "MAIN_LOCATION", approved: boolean, payload: unknown) => {
    const open = pending.find((p) => p.kind === kind);
    // Stored in the ops console's shapes (functions/ops/pending-changes.ts): the main location is a
    // LOCATION change marked isMain.
    const stored = kind === "MAIN_LOCATION" ? { isMain: true, ...(payload as object) } : payload;
    const json = JSON.stringify(stored);
    const change = {
      organizationId: orgId,
      callerId: caller.id,
      kind: kind === "MAIN_LOCATION" ? "LOCATION" : kind,
      payload: json,
    } as const;
    statements.push(...changeRequestStatements(d1, change, open, approved));
  };
  const landline = input.landlinePhoneNumber ?? null;
  request("LANDLINE", landline === (org.landline ?? null), { landlinePhoneNumber: landline });
  const asked = addressOf(input.mainLocation, mainPostalCodeId);
  const current = addressOf({ ...main, address2: main.address2 ?? undefined }, main.postal_code_id);
  request("MAIN_LOCATION", JSON.stringify(asked) === JSON.stringify(current), asked);
  statements.push(
    d1
      .prepare(
        "UPDATE organizations SET landline_pending = (SELECT count(*) FROM pending_changes WHERE organization_id = ?1 AND kind = 'LANDLINE' AND status = 'PENDING') WHERE id = ?1",
      )
      .bind(orgId),
  );
  statements.push(...editStatements(d1, orgId, caller.id, locations, edits, await openLocationEdits(d1, orgId)));
  fresh.forEach((a) => {
    statements.push(
      d1
        .prepare(
          "INSERT INTO locations (organization_id, postal_code_id, address, address2, city, county, is_main, status) VALUES (?, ?, ?, ?, ?, ?, 0, 'PENDING')",
        )
        .bind(orgId, a.postalCodeId, a.address, a.address2, a.city, a.county),
    );
    // The new location waits in the ops console's queue; approving it makes it ACTIVE.
    statements.push(
      d1
        .prepare(
          `INSERT INTO pending_changes (organization_id, kind, payload, requested_by_id)
           VALUES (?, 'LOCATION', json_object('locationId', last_insert_rowid(), 'postalCodeId', ?, 'address', ?,
             'address2', ?, 'city', ?, 'county', ?), ?)`,
        )
        .bind(orgId, a.postalCodeId, a.address, a.address2, a.city, a.county, caller.id),
    );
  });
  for (const id of input.locationIdsToDelete) {
    // Members based there move to the main location (decision 0035).
    statements.push(
      d1
        .prepare("UPDATE members SET location_id = ? WHERE location_id = ? AND organization_id = ?")
        .bind(main.id, id, orgId),
    );
    statements.push(
      d1
        .prepare(
          "DELETE FROM pending_changes WHERE organization_id = ? AND status = 'PENDING' AND kind = 'LOCATION' AND json_extract(payload, '$.locationId') = ?",
        )
        .bind(orgId, id),
    );
    statements.push(
      d1.prepare("DELETE FROM locations WHERE id = ? AND organization_id = ? AND is_main = 0").bind(id, orgId),
    );
  }
  await d1.batch(statements);
  // Members moved off a removed location, or based at a PENDING one that moved, measure their
  // alerts from where they are now (0037).
  if (input.locationIdsToDelete.length || movesNow(locations, edits)) await refreshOrganizationAlerts(d1, orgId);
}
