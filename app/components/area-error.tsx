// An error boundary per area (issue 28 item 5): a failed loader or action in one area shows the
// spec's error catalogue (spec 000 section 8, through errorMessage) with that area's way back, and
// leaves the rest of the site, its header and footer standing. The root keeps the boundary of the
// public pages; each area's route modules export the one made here for it (decision 0107).
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { errorMessage, type ApiFailure } from "~/api/error-messages";
import { ERROR_MESSAGES } from "~contract/messages/errors";
import { NotFound } from "~/components/not-found";

export const AREAS = {
  public: { name: "public", back: "/", backLabel: "Go to home page" },
  account: { name: "account", back: "/my-organization", backLabel: "Back to My Organization" },
  selling: { name: "selling", back: "/my-vehicles", backLabel: "Back to My Vehicles" },
  buying: { name: "buying", back: "/search", backLabel: "Back to Live Auctions" },
  ops: { name: "ops", back: "/ops", backLabel: "Back to the ops console" },
  wizard: { name: "wizard", back: "/my-vehicles", backLabel: "Back to My Vehicles" },
} as const;

export type Area = keyof typeof AREAS;

/** What a thrown answer or error says, in the catalogue's words. */
export function caughtFailure(error: unknown): ApiFailure {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    if (data && typeof data === "object") {
      const body = data as { message?: unknown; errorCode?: unknown };
      return {
        status: error.status,
        message: typeof body.message === "string" ? body.message : undefined,
        errorCode: typeof body.errorCode === "string" ? body.errorCode : undefined,
      };
    }
    return { status: error.status, message: typeof data === "string" && data ? data : error.statusText };
  }
  // A thrown Error is a fault of ours: its text is for the logs, not for the dealer.
  return { status: 500, message: ERROR_MESSAGES.GENERIC };
}

function AreaError({ area }: { area: Area }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const { back, backLabel, name } = AREAS[area];
  return (
    <section className="page narrow area-error" data-area={name}>
      <h1>Sorry, something went wrong</h1>
      <p role="alert">{errorMessage(caughtFailure(error))}</p>
      <Link className="button" to={back}>
        {backLabel}
      </Link>
    </section>
  );
}

export const PublicErrorBoundary = () => <AreaError area="public" />;
export const AccountErrorBoundary = () => <AreaError area="account" />;
export const SellingErrorBoundary = () => <AreaError area="selling" />;
export const BuyingErrorBoundary = () => <AreaError area="buying" />;
export const OpsErrorBoundary = () => <AreaError area="ops" />;
export const WizardErrorBoundary = () => <AreaError area="wizard" />;
