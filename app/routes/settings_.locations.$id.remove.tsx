// /settings/locations/{id}/remove: 'Are you sure you want to remove this location?' as a page of
// its own, so removal works without JavaScript (with it, the settings page asks in a dialog and
// posts here). The save sends the organisation as loaded, with just this location removed.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { ORGANISATION_MESSAGES } from "~contract/messages/organisation";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi, type Viewer } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import { loadFailure } from "~/api/load-failure.server";
import { AccountLayout } from "~/account/account-layout";
import { ConfirmPage } from "~/account/confirm-link";
import { redirectWithToast } from "~/sessions/flash.server";
import accountStyles from "~/styles/account.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Remove location | Trade Auction" }];

async function loadLocation(
  request: Request,
  context: LoaderFunctionArgs["context"],
  viewer: Viewer,
  id: string | undefined,
) {
  const org = await viewerApi(request, context, viewer, "GET", "/account/organization");
  if (!org.ok) throw loadFailure(org);
  const location = org.data.additionalLocation.find((l) => String(l.id) === id);
  if (!location) throw redirect("/settings");
  return { org: org.data, location };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const { location } = await loadLocation(request, context, viewer, params.id);
  return data({ postcode: location.postalCode.postcode });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireOwner(request, context);
  const { org, location } = await loadLocation(request, context, viewer, params.id);
  const main = org.mainLocation!;
  const body = {
    version: org.version,
    landlinePhoneNumber: org.landlinePhoneNumber ?? undefined,
    website: org.website ?? undefined,
    mainLocation: {
      postalCodeId: main.postalCode.id,
      address: main.address,
      address2: main.address2 ?? undefined,
      city: main.city,
      county: main.county,
      version: main.version,
    },
    locationsToSave: [],
    locationIdsToDelete: [location.id],
  };
  const saved = await viewerApi(request, context, viewer, "PUT", "/account/organization", { body });
  const toast = saved.ok
    ? ({ type: "success", message: ORGANISATION_MESSAGES.updated } as const)
    : ({ type: "error", message: errorMessage(failureOf(saved)) } as const);
  return redirectWithToast(context, viewer, "/settings", toast);
}

export default function RemoveLocation() {
  return (
    <AccountLayout isOwner>
      <h1>Settings</h1>
      <ConfirmPage question={ORGANISATION_MESSAGES.confirmRemoveLocation} cancelTo="/settings" />
    </AccountLayout>
  );
}
