// /my-organization/*: the account area's layout route (spec 000 section 2 'Account area'). Every
// page under it is for signed-in members; the side navigation shows the entries of their role.
import { data, type LoaderFunctionArgs, type LinksFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/sessions/guards.server";
import { AccountLayout } from "~/account/account-layout";
import accountStyles from "~/styles/account.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  return data({ isOwner: Boolean(viewer.claims.isOwner) });
}

export default function MyOrganization() {
  const { isOwner } = useLoaderData<typeof loader>();
  return (
    <AccountLayout isOwner={isOwner}>
      <Outlet />
    </AccountLayout>
  );
}

// A failure here shows the account area's error page (decision 0107).
export { AccountErrorBoundary as ErrorBoundary } from "~/components/area-error";
