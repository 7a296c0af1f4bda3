// /my-organization/employees/{id}/remove: 'Please confirm that you want to remove this employee?'
// as a page (no JavaScript needed); with JavaScript the list asks in a dialog and posts here.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { EMPLOYEE_MESSAGES } from "~contract/messages/organisation";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import { loadFailure } from "~/api/load-failure.server";
import { ConfirmPage } from "~/account/confirm-link";
import { redirectWithToast } from "~/sessions/flash.server";

export const meta: MetaFunction = () => [{ title: "Remove employee | Trade Auction" }];

const idOf = (value?: string) => (/^\d+$/.test(value ?? "") ? Number(value) : 0);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const found = await viewerApi(request, context, viewer, "GET", "/account/employee/{id}", {
    params: { id: idOf(params.id) },
  });
  if (!found.ok) throw loadFailure(found);
  return data(null);
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireOwner(request, context);
  const removed = await viewerApi(request, context, viewer, "DELETE", "/account/employee/{id}", {
    params: { id: idOf(params.id) },
  });
  const toast = removed.ok
    ? ({ type: "success", message: EMPLOYEE_MESSAGES.removed } as const)
    : ({ type: "error", message: errorMessage(failureOf(removed)) } as const);
  return redirectWithToast(context, viewer, "/my-organization/employees", toast);
}

export default function RemoveEmployee() {
  return <ConfirmPage question={EMPLOYEE_MESSAGES.confirmRemove} cancelTo="/my-organization/employees" />;
}
