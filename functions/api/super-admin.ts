// The one rule for the administrator's routes (the ops console, content pages, impersonation links):
// SUPER_ADMIN only. An impersonated session is the administrator acting as someone else, so it is
// never an administrator's, whatever the member it acts as may be.
import type { ApiContext } from "./types";
import { forbidden } from "./http";

export function requireSuperAdmin(c: Pick<ApiContext, "caller">): void {
  if (!c.caller.isAdmin || c.caller.impersonatorId != null) throw forbidden();
}
