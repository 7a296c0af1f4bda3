// The audit trail of the ops console: every SUPER_ADMIN action adds one audit_log row, in the
// same D1 batch as the change it records, so a change is never applied without its record.
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
import type { OpsAction } from "../contract/messages/ops";
import type { Caller } from "../api/auth-context";

export interface AuditTarget {
  type: "ORGANIZATION" | "MEMBER" | "PENDING_CHANGE" | "CONTENT_PAGE" | "FEE_SETTINGS" | "PLATFORM_SETTING" | "AUCTION";
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
