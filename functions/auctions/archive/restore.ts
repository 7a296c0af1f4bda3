// Bringing one archived auction back into the primary D1 (ops, or a seller relaunching, editing or
// deleting an archived auction): the verified document's rows go back, then the document is deleted.
import type { Env } from "../../env";
import { readArchive } from "./store";
import { restoreStatements } from "./slim";

export type RestoreOutcome = "RESTORED" | "NOT_FOUND" | "NOT_ARCHIVED" | "UNREADABLE";

export async function restoreAuction(env: Env, id: number): Promise<RestoreOutcome> {
  const row = await env.DB.prepare(
    "SELECT archived_on AS archivedOn, archive_key AS archiveKey FROM auctions WHERE id = ?",
  )
    .bind(id)
    .first<{ archivedOn: string | null; archiveKey: string | null }>();
  if (!row) return "NOT_FOUND";
  if (row.archivedOn === null || row.archiveKey === null) return "NOT_ARCHIVED";
  const stored = await readArchive(env.MEDIA, row.archiveKey);
  if (!stored || stored.contents.auction.id !== id) {
    console.error("restore: archive document missing or damaged", id, row.archiveKey);
    return "UNREADABLE";
  }
  const token = `restoring:${crypto.randomUUID()}`;
  const [claimed] = await env.DB.batch(
    restoreStatements(env.DB, stored.contents, row.archivedOn, row.archiveKey, token),
  );
  // Another restore got there first: it wrote the rows, this one wrote nothing.
  if (claimed.meta.changes !== 1) return "NOT_ARCHIVED";
  await env.MEDIA.delete(row.archiveKey).catch((error) => console.error("restore: document not deleted", id, error));
  return "RESTORED";
}

/** Before a change that needs the whole auction (relaunch, edit, delete): restored if archived. */
export async function restoreIfArchived(env: Env, id: number): Promise<void> {
  const outcome = await restoreAuction(env, id);
  if (outcome === "UNREADABLE") throw new Error(`archived auction ${id} could not be restored`);
}
