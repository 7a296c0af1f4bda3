// /my-organization/forms-alerts/create: a new search alert, or a copy of one (`?copy=<id>`), spec
// 000 sections 2 and 5. The form is app/alerts/alert-form.tsx.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AlertForm } from "~/alerts/alert-form";
import { alertFormAction, type AlertActionData } from "~/alerts/alert-actions.server";
import { initialValues, loadAlert, loadFormData } from "~/alerts/alerts.server";
import { requireUser } from "~/sessions/guards.server";
import alertStyles from "~/styles/alerts.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: alertStyles }];
export const meta: MetaFunction = () => [{ title: "Create Search Alert | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  const copyId = Number(url.searchParams.get("copy"));
  const copied = copyId > 0 ? await loadAlert(request, context, viewer, copyId) : null;
  const initial = initialValues(url, copied);
  const form = await loadFormData(request, context, viewer, Number(initial.makeId ?? -1));
  return data({ form, initial });
}

export const action = (args: ActionFunctionArgs) => alertFormAction(args, "create");

export default function CreateSearchAlert() {
  // Typed by hand: without single-fetch types Remix wraps data() answers (as dashboard.tsx does).
  const { form, initial } = useLoaderData<typeof loader>();
  const actionData = useActionData() as AlertActionData | undefined;
  return (
    <div className="alerts-page">
      <AlertForm mode="create" form={form} initial={initial} alertId={null} actionData={actionData} />
    </div>
  );
}
