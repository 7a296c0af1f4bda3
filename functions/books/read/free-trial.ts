// When an organisation's free trial ends (DESIGN: no fees during the 3 months from registration),
// the contract's one arithmetic, which the fee writer's TRIAL_OVER also uses.
import { freeTrialEndsSql } from "../../contract/fees";

/** The trial's end (ISO, UTC) while it runs at `nowIso`; null once it is over. */
export async function freeTrialEndsOn(db: D1Database, organizationId: number, nowIso: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT ${freeTrialEndsSql("trial_started_on")} AS ends
       FROM organizations WHERE id = ?`,
    )
    .bind(organizationId)
    .first<{ ends: string | null }>();
  return row?.ends && Date.parse(row.ends) > Date.parse(nowIso) ? row.ends : null;
}
