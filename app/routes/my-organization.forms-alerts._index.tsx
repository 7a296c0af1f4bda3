// /my-organization/forms-alerts: the member's search alerts (spec 000 sections 2 and 7). The page
// body is app/alerts/alert-list.tsx, so the account area's layout can take it in as it is.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { SearchAlertDto } from "~contract/dto/alerts";
import { ALERT_MESSAGES } from "~contract/messages/alerts";
import { AlertList } from "~/alerts/alert-list";
import { ALERTS_PATH } from "~/alerts/alert-actions.server";
import { toastHeaders } from "~/sessions/flash.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import alertStyles from "~/styles/alerts.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: alertStyles }];
export const meta: MetaFunction = () => [{ title: "Search Alerts | Trade Auction" }];

const PAGE_SIZE = 10;

interface AlertsPageData {
  alerts: SearchAlertDto[];
  last: boolean;
  page: number;
  deleting: number | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const url = new URL(request.url);
  const page = Math.max(0, Math.min(10_000, Number(url.searchParams.get("page")) || 0));
  const res = await viewerApi(request, context, viewer, "POST", "/organization-member-search-alert/read-all", {
    body: { page, size: PAGE_SIZE },
  });
  if (!res.ok) throw new Response(res.error.message, { status: res.status });
  const deleteId = Number(url.searchParams.get("delete"));
  const deleting = res.data.content.some((a) => a.id === deleteId) ? deleteId : null;
  const body: AlertsPageData = { alerts: res.data.content, last: res.data.last, page, deleting };
  return data(body);
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const id = Number((await request.formData()).get("id"));
  const res = await viewerApi(request, context, viewer, "DELETE", "/organization-member-search-alert/{id}", {
    params: { id: id || 0 },
  });
  const toast = res.ok
    ? { type: "success" as const, message: res.data.message || ALERT_MESSAGES.REMOVED }
    : { type: "error" as const, message: res.error.message };
  return redirect(ALERTS_PATH, { headers: await toastHeaders(context, viewer, toast) });
}

export default function SearchAlertsPage() {
  // Typed by hand: without single-fetch types Remix wraps data() answers (as dashboard.tsx does).
  const d = useLoaderData<typeof loader>();
  return (
    <div className="alerts-page">
      <AlertList alerts={d.alerts} page={d.page} last={d.last} deleting={d.deleting} />
    </div>
  );
}
