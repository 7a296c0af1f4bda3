// The one access rule of the ops console: SUPER_ADMIN only. An impersonated session carries the
// dealer's roles, so an administrator impersonating a dealer is not an administrator there.
import type { ApiContext } from "../../api/types";
import { forbidden, notFound } from "../../api/http";

export function requireSuperAdmin(c: ApiContext): void {
  if (!c.caller.isAdmin || c.caller.impersonatorId != null) throw forbidden();
}

/** The numeric `{id}` of ops paths; anything else names nothing. */
export function idParam(c: ApiContext): number {
  const id = Number(c.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
