// /my-organization/forms-alerts/edit/{id}: change one of the member's alerts (spec 000 sections 2
// and 5). Another member's alert id answers 404, as the API does.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AlertForm } from "~/alerts/alert-form";
import { alertFormAction, type AlertActionData } from "~/alerts/alert-actions.server";
import { initialValues, loadAlert, loadFormData } from "~/alerts/alerts.server";
import { requireUser } from "~/sessions/guards.server";
import alertStyles from "~/styles/alerts.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: alertStyles }];
export const meta: MetaFunction = () => [{ title: "Edit Search Alert | Trade Auction" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  const alert = await loadAlert(request, context, viewer, id);
  const initial = initialValues(new URL(request.url), alert);
  const form = await loadFormData(request, context, viewer, Number(initial.makeId ?? -1));
  return data({ form, initial, id });
}

export const action = (args: ActionFunctionArgs) => alertFormAction(args, "edit");

export default function EditSearchAlert() {
  // Typed by hand: without single-fetch types Remix wraps data() answers (as dashboard.tsx does).
  const { form, initial, id } = useLoaderData<typeof loader>();
  const actionData = useActionData() as AlertActionData | undefined;
  return (
    <div className="alerts-page">
      <AlertForm mode="edit" form={form} initial={initial} alertId={id} actionData={actionData} />
    </div>
  );
}
