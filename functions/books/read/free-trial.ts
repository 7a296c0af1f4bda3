// When an organisation's free trial ends (DESIGN: no fees during the 3 months from registration),
// the contract's one arithmetic, which the fee writer's TRIAL_OVER also uses.
import { freeTrialEndsSql } from "../../contract/fees";

/** The statement of the organisation's trial end, for a page's own D1 batch. */
export function freeTrialStatement(db: D1Database, organizationId: number): D1PreparedStatement {
  return db
    .prepare(`SELECT ${freeTrialEndsSql("trial_started_on")} AS ends FROM organizations WHERE id = ?`)
    .bind(organizationId);
}

/** The trial's end from that statement's answer, while it is still ahead of `nowIso`; else null. */
export function freeTrialEndsOf(result: D1Result, nowIso: string): string | null {
  const ends = (result.results[0] as { ends: string | null } | undefined)?.ends;
  return ends && Date.parse(ends) > Date.parse(nowIso) ? ends : null;
}
