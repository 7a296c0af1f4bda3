// Path parameters of the ops console; its access rule is requireSuperAdmin (api/super-admin.ts).
import type { ApiContext } from "../../api/types";
import { notFound } from "../../api/http";

/** The numeric `{id}` of ops paths; anything else names nothing. */
export function idParam(c: ApiContext): number {
  const id = Number(c.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
