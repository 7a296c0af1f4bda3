// Bringing one archived auction back into the primary D1 (ops, or a seller relaunching, editing or
// deleting an archived auction): the verified document's rows go back, then the document is deleted.
import type { Env } from "../../env";
import { readArchive } from "./store";
import { restoreStatements } from "./slim";
import { findMoved, unmove } from "./unmove";

export type RestoreOutcome = "RESTORED" | "NOT_FOUND" | "NOT_ARCHIVED" | "UNREADABLE";

export async function restoreAuction(env: Env, id: number): Promise<RestoreOutcome> {
  const row = await env.DB.prepare(
    "SELECT archived_on AS archivedOn, archive_key AS archiveKey FROM auctions WHERE id = ?",
  )
    .bind(id)
    .first<{ archivedOn: string | null; archiveKey: string | null }>();
  // Moved to an archive period (decision 0188): its slim rows come back first, then as below.
  const moved = row ? null : await findMoved(env, id);
  const mark = row ?? moved;
  if (!mark) return "NOT_FOUND";
  if (mark.archivedOn === null || mark.archiveKey === null) return "NOT_ARCHIVED";
  const stored = await readArchive(env.MEDIA, mark.archiveKey);
  if (!stored || stored.contents.auction.id !== id) {
    console.error("restore: archive document missing or damaged", id, mark.archiveKey);
    return "UNREADABLE";
  }
  if (moved)
    await unmove(
      env,
      moved.db,
      id,
      stored.contents.bids.map((b) => b.bidderOrganizationId),
    );
  const token = `restoring:${crypto.randomUUID()}`;
  const [claimed] = await env.DB.batch(
    restoreStatements(env.DB, stored.contents, mark.archivedOn, mark.archiveKey, token),
  );
  // Another restore got there first: it wrote the rows, this one wrote nothing.
  if (claimed.meta.changes !== 1) return "NOT_ARCHIVED";
  const key = mark.archiveKey;
  await env.MEDIA.delete(key).catch((error) => console.error("restore: document not deleted", id, error));
  return "RESTORED";
}

/** Before a change that needs the whole auction (relaunch, edit, delete): restored if archived. */
export async function restoreIfArchived(env: Env, id: number): Promise<void> {
  const outcome = await restoreAuction(env, id);
  if (outcome === "UNREADABLE") throw new Error(`archived auction ${id} could not be restored`);
}
