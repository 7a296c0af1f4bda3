// The audit trail of the ops console: every SUPER_ADMIN action (and each step of a dispute) adds one audit_log row, in the
// same D1 batch as the change it records, so a change is never applied without its record.
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { OpsAction } from "../contract/messages/ops";
import type { Caller } from "../api/auth-context";

export interface AuditTarget {
  type:
    | "ORGANIZATION"
    | "MEMBER"
    | "PENDING_CHANGE"
    | "CONTENT_PAGE"
    | "FEE_SETTINGS"
    | "PLATFORM_SETTING"
    | "AUCTION"
    | "DISPUTE";
  id: string | number;
}

/** The insert, to put in a batch with the change itself. */
export function auditInsert(
  db: Db,
  caller: Caller,
  action: OpsAction,
  target: AuditTarget,
  detail?: Record<string, unknown>,
) {
  return db.insert(auditLog).values({
    actorId: caller.id,
    action,
    targetType: target.type,
    targetId: String(target.id),
    detail: detail ? JSON.stringify(detail) : null,
  });
}

/**
 * The same row as a plain D1 statement, for batches of raw SQL (disputes): `onlyIf` is an SQL
 * condition with its parameters, so a guarded change that did not happen leaves no record either.
 */
export function auditStatement(
  d1: D1Database,
  actorId: number,
  action: OpsAction,
  target: AuditTarget,
  detail: Record<string, unknown>,
  onlyIf: { sql: string; params: unknown[] },
): D1PreparedStatement {
  return d1
    .prepare(
      `INSERT INTO audit_log (actor_id, action, target_type, target_id, detail) SELECT ?, ?, ?, ?, ? WHERE ${onlyIf.sql}`,
    )
    .bind(actorId, action, target.type, String(target.id), JSON.stringify(detail), ...onlyIf.params);
}
