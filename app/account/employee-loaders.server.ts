// What the employee forms need besides the employee: the organisation's locations and the roles
// the signed-in owner holds (they grant only those).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { loadFailure } from "~/api/load-failure.server";
import type { RoleSet } from "./role-toggles";

export async function formOptions(request: Request, context: AppLoadContext, viewer: Viewer) {
  const [locations, me] = await Promise.all([
    viewerApi(request, context, viewer, "GET", "/account/organization-locations"),
    viewerApi(request, context, viewer, "GET", "/account/profile"),
  ]);
  if (!locations.ok) throw loadFailure(locations);
  if (!me.ok) throw loadFailure(me);
  const grantor: RoleSet = {
    isBuyer: me.data.isBuyer,
    isSeller: me.data.isSeller,
    isTransactionAcceptor: me.data.isTransactionAcceptor,
  };
  return { locations: locations.data, grantor };
}
