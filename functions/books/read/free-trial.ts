// When an organisation's free trial ends (DESIGN: no fees during the 3 months from registration),
// the same arithmetic as the fee writer's TRIAL_OVER (auctions/room/write-through.ts): SQLite's
// '+3 months' on trial_started_on.
import { FREE_TRIAL_MONTHS } from "../../contract/auctions";

/** The trial's end (ISO, UTC) while it runs at `nowIso`; null once it is over. */
export async function freeTrialEndsOn(db: D1Database, organizationId: number, nowIso: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT strftime('%Y-%m-%dT%H:%M:%fZ', trial_started_on, '+${FREE_TRIAL_MONTHS} months') AS ends
       FROM organizations WHERE id = ?`,
    )
    .bind(organizationId)
    .first<{ ends: string | null }>();
  return row?.ends && Date.parse(row.ends) > Date.parse(nowIso) ? row.ends : null;
}
