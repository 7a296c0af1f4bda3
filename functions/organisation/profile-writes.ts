// PUT /account/profile (spec 000 section 2 'My Profile', 5 'Profile'): a member changes their own
// location (never an owner: spec 000 section 6), password and newsletter choice.
import { conflict, invalid } from "../api/http";
import { FIELD_MESSAGES } from "../contract/messages/common";
import { hashPassword } from "../accounts/passwords";
import type { ProfileUpdateInput } from "../contract/employees";
import { PROFILE_MESSAGES } from "../contract/messages/organisation";
import type { OrgCaller } from "./access";
import { refreshMemberAlerts } from "../alerts/alert-store";

export async function updateProfile(d1: D1Database, caller: OrgCaller, input: ProfileUpdateInput): Promise<void> {
  const me = await d1
    .prepare("SELECT location_id AS locationId, is_owner AS isOwner, version FROM members WHERE id = ?")
    .bind(caller.id)
    .first<{ locationId: number | null; isOwner: number; version: number }>();
  if (!me || me.version !== input.version) throw conflict(PROFILE_MESSAGES.stale, "STALE_VERSION");
  let locationId = me.locationId;
  if (input.organizationLocationId !== undefined && input.organizationLocationId !== me.locationId) {
    if (me.isOwner) throw invalid({ organizationLocationId: [PROFILE_MESSAGES.ownerLocation] });
    const found = await d1
      .prepare("SELECT id FROM locations WHERE id = ? AND organization_id = ?")
      .bind(input.organizationLocationId, caller.organizationId)
      .first<number>("id");
    if (!found) throw invalid({ organizationLocationId: [FIELD_MESSAGES.required] });
    locationId = found;
  }
  const hash = input.password ? await hashPassword(input.password) : null;
  const result = await d1
    .prepare(
      `UPDATE members SET location_id = ?, accept_newsletter = ?, password_hash = coalesce(?, password_hash), version = version + 1
       WHERE id = ? AND version = ?`,
    )
    .bind(locationId, Number(input.acceptNewsletter), hash, caller.id, input.version)
    .run();
  if ((result.meta.changes ?? 0) === 0) throw conflict(PROFILE_MESSAGES.stale, "STALE_VERSION");
  // Alerts measure distance from the member's location (decision 0037).
  if (locationId !== me.locationId) await refreshMemberAlerts(d1, caller.id);
}
