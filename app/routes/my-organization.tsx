// /my-organization/*: the account area's layout route (spec 000 section 2 'Account area'). Every
// page under it is for signed-in members; the side navigation shows the entries of their role.
import { data, type LoaderFunctionArgs, type LinksFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireUser, viewerHeaders } from "~/sessions/guards.server";
import { AccountLayout } from "~/account/account-layout";
import accountStyles from "~/styles/account.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  return data({ isOwner: Boolean(viewer.claims.isOwner) }, { headers: viewerHeaders(viewer) });
}

export default function MyOrganization() {
  const { isOwner } = useLoaderData<typeof loader>() as unknown as { isOwner: boolean }; // data() with headers hides the payload type
  return (
    <AccountLayout isOwner={isOwner}>
      <Outlet />
    </AccountLayout>
  );
}
