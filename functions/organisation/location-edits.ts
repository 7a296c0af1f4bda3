// Edits of existing additional locations on Company Details (decision 0065). Spec 000 section 2:
// owners edit locations, others cannot; a location still PENDING (never approved) changes at once,
// an ACTIVE one keeps its address until ops approves the change in the console's one queue.
import { conflict, notFound } from "../api/http";
import { ORGANISATION_MESSAGES } from "../contract/messages/organisation";
import type { LocationChange } from "../ops/pending-changes";
import { changeRequestStatements } from "./change-requests";
import type { LocationRow, MainLocationRequest, openLocationEdits } from "./read/organization";

export interface LocationEdit {
  id: number;
  version: number | undefined;
  asked: MainLocationRequest;
}

/** The edits a save asks for: only the caller's additional locations, each at the version read. */
export function checkEdits(rows: LocationRow[], edits: LocationEdit[]): void {
  for (const edit of edits) {
    const row = rows.find((r) => r.id === edit.id && !r.is_main);
    if (!row) throw notFound();
    if (row.version !== edit.version) throw conflict(ORGANISATION_MESSAGES.stale, "STALE_VERSION");
  }
}

const same = (row: LocationRow, a: MainLocationRequest) =>
  row.postal_code_id === a.postalCodeId &&
  row.address === a.address &&
  (row.address2 ?? null) === a.address2 &&
  row.city === a.city &&
  row.county === a.county;

/** Whether an edit moves a location at once (a PENDING one), so members there move too. */
export const movesNow = (rows: LocationRow[], edits: LocationEdit[]) =>
  edits.some(({ id, asked }) => {
    const row = rows.find((r) => r.id === id)!;
    return row.status === "PENDING" && !same(row, asked);
  });

/** The statements one save's edits need (run in the save's batch). */
export function editStatements(
  d1: D1Database,
  organizationId: number,
  callerId: number,
  rows: LocationRow[],
  edits: LocationEdit[],
  open: Awaited<ReturnType<typeof openLocationEdits>>,
): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  for (const { id, asked } of edits) {
    const row = rows.find((r) => r.id === id)!;
    const request = open.get(id);
    const payload: LocationChange = { locationId: id, ...asked };
    const json = JSON.stringify(payload);
    if (row.status === "PENDING") {
      // Not approved yet: the row and its request both take the new address; ops sees the latest.
      if (same(row, asked)) continue;
      out.push(
        d1
          .prepare(
            `UPDATE locations SET postal_code_id = ?, address = ?, address2 = ?, city = ?, county = ?, version = version + 1
             WHERE id = ? AND organization_id = ? AND status = 'PENDING'`,
          )
          .bind(asked.postalCodeId, asked.address, asked.address2, asked.city, asked.county, id, organizationId),
      );
      if (request) out.push(d1.prepare("UPDATE pending_changes SET payload = ? WHERE id = ?").bind(json, request.id));
    } else {
      const change = { organizationId, callerId, kind: "LOCATION" as const, payload: json };
      out.push(...changeRequestStatements(d1, change, request, same(row, asked)));
    }
  }
  return out;
}
