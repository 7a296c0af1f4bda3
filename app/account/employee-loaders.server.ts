// What the employee forms need besides the employee: the organisation's locations and the roles
// the signed-in owner holds (they grant only those).
import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import type { RoleSet } from "./role-toggles";

export async function formOptions(request: Request, context: AppLoadContext, viewer: Viewer) {
  const [locations, me] = await Promise.all([
    viewerApi(request, context, viewer, "GET", "/account/organization-locations"),
    viewerApi(request, context, viewer, "GET", "/account/profile"),
  ]);
  if (!locations.ok) throw data({ message: errorMessage(failureOf(locations)) }, { status: locations.status });
  if (!me.ok) throw data({ message: errorMessage(failureOf(me)) }, { status: me.status });
  const grantor: RoleSet = {
    isBuyer: me.data.isBuyer,
    isSeller: me.data.isSeller,
    isTransactionAcceptor: me.data.isTransactionAcceptor,
  };
  return { locations: locations.data, grantor };
}
