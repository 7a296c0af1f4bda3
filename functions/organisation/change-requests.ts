// One owner's field that waits for ops' approval (spec 000 section 2: the landline, the main
// location, an approved additional location) has at most one open request in pending_changes.
// A save keeps that request in step with what the owner asked, in the save's batch.
import type { PENDING_CHANGE_KINDS } from "../db/schema-ops";

export interface ChangeRequest {
  organizationId: number;
  callerId: number;
  /** As the ops console's queue stores it (functions/ops/pending-changes.ts). */
  kind: (typeof PENDING_CHANGE_KINDS)[number];
  payload: string;
}

/** The statements that bring the open request (if any) in line with `asked`. */
export function changeRequestStatements(
  d1: D1Database,
  asked: ChangeRequest,
  open: { id: number; payload: string } | undefined,
  approved: boolean,
): D1PreparedStatement[] {
  // Back to the approved value: the open request is withdrawn.
  if (approved) return open ? [d1.prepare("DELETE FROM pending_changes WHERE id = ?").bind(open.id)] : [];
  if (open) {
    // Asked again as it stands: nothing to do; otherwise ops sees the latest.
    if (open.payload === asked.payload) return [];
    return [d1.prepare("UPDATE pending_changes SET payload = ? WHERE id = ?").bind(asked.payload, open.id)];
  }
  return [
    d1
      .prepare("INSERT INTO pending_changes (organization_id, kind, payload, requested_by_id) VALUES (?, ?, ?, ?)")
      .bind(asked.organizationId, asked.kind, asked.payload, asked.callerId),
  ];
}
